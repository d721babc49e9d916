import { type Db, rowsOf } from '@koran-kids/db';
import { usersChildren } from '@koran-kids/db/schema';
import { childEdit } from '@koran-kids/input/forms/child-edit';
import { FAVOURITE_FIELDS, type FavouriteField } from '@koran-kids/input/forms/favourites';
import { eq, sql } from 'drizzle-orm';
import { fail, parseOrFail } from '../../errors.ts';
import { updateChildProfile } from '../profiles/child-profile.service.ts';

export type ChildOverview = {
  id: string;
  name: string;
  username: string;
  avatar: string;
  stars: number;
  lessonNumber: number | null;
  lessonName: { nl: string; en: string } | null;
  lastActivityAt: Date | null;
};

/** Every child of the subscription with stars, the lesson in progress and the last activity, in one statement. */
export async function familyOverview(db: Db, subscriptionId: string): Promise<ChildOverview[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select c.id, c.name, c.username, c.avatar,
           (select count(*)::int from user_lesson_progresses p where p.users_child_id = c.id and p.finished) as stars,
           current_lesson.lesson_number, current_lesson.name as lesson_name,
           greatest((select max(p.updated_at) from user_lesson_progresses p where p.users_child_id = c.id),
                    (select max(a.created_at) from accomplished_achievements a where a.user_child_id = c.id)) as last_activity_at
      from users_children c
      left join lateral (
        select l.lesson_number, l.name from user_lesson_progresses p join lessons l on l.id = p.lesson_id
         where p.users_child_id = c.id and not p.finished order by l.sequence limit 1) current_lesson on true
     where c.subscription_id = ${subscriptionId}
     order by c.created_at, c.name`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    username: String(row.username),
    avatar: String(row.avatar),
    stars: Number(row.stars),
    lessonNumber: row.lesson_number === null ? null : Number(row.lesson_number),
    lessonName: (row.lesson_name as ChildOverview['lessonName']) ?? null,
    lastActivityAt: row.last_activity_at ? new Date(row.last_activity_at as string) : null,
  }));
}

export type LessonProgression = {
  lessonId: number;
  lessonNumber: number;
  name: { nl: string; en: string };
  percentage: number;
  timeProgress: number;
  viewCount: number;
  finished: boolean;
  finishedAt: Date | null;
  tasks: number;
  tasksDone: number;
  hasVideo: boolean;
};

/** Per lesson: percentage, time, views and tasks; and accomplished tasks per week (one statement each). */
export async function progressionOf(db: Db, childId: string, courseId: number) {
  const [lessonRows, weekRows] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`
      select l.id, l.lesson_number, l.name,
             coalesce(p.percentage, 0) as percentage, coalesce(p.time_progress, 0) as time_progress,
             coalesce(p.view_count, 0) as view_count, coalesce(p.finished, false) as finished,
             case when p.finished then p.updated_at end as finished_at,
             (select count(*)::int from achievements a where a.lesson_id = l.id) as tasks,
             (l.vimeo_url is not null or l.video_key is not null) as has_video,
             (select count(*)::int from accomplished_achievements aa join achievements a on a.id = aa.achievement_id
               where a.lesson_id = l.id and aa.user_child_id = ${childId}) as tasks_done
        from lessons l
        left join user_lesson_progresses p on p.lesson_id = l.id and p.users_child_id = ${childId}
       where l.course_id = ${courseId} and l.published
       order by l.sequence`,
    ),
    rowsOf<{ week: string; tasks: number }>(
      db,
      sql`
      select to_char(date_trunc('week', created_at), 'YYYY-MM-DD') as week, count(*)::int as tasks
        from accomplished_achievements where user_child_id = ${childId}
       group by 1 order by 1`,
    ),
  ]);
  const lessons: LessonProgression[] = lessonRows.map((row) => ({
    lessonId: Number(row.id),
    lessonNumber: Number(row.lesson_number),
    name: row.name as LessonProgression['name'],
    percentage: Number(row.percentage),
    timeProgress: Number(row.time_progress),
    viewCount: Number(row.view_count),
    finished: Boolean(row.finished),
    finishedAt: row.finished_at ? new Date(row.finished_at as string) : null,
    tasks: Number(row.tasks),
    tasksDone: Number(row.tasks_done),
    hasVideo: Boolean(row.has_video),
  }));
  return { lessons, weeks: weekRows.map((row) => ({ week: row.week, tasks: Number(row.tasks) })) };
}

/** The parent edits a profile: name, avatar, gender, birth date, findability and favourites; never the username. */
export async function updateChildByParent(
  db: Db,
  childId: string,
  input: Record<'avatar' | 'gender' | 'dateOfBirth' | 'name', string> & {
    openProfile: boolean;
    favourites: Partial<Record<FavouriteField, string | null>>;
  },
) {
  const edit = parseOrFail(childEdit, input, 'the profile has mistakes');
  const favourites = Object.fromEntries(FAVOURITE_FIELDS.map((field) => [field, input.favourites[field] ?? null]));
  await db.transaction(async (tx) => {
    await updateChildProfile(tx as unknown as Db, childId, { name: input.name, favourites });
    await tx.update(usersChildren).set(edit).where(eq(usersChildren.id, childId));
  });
}

/** Deletes a profile with every row that refers to it, after the parent typed its username. */
export async function deleteChild(db: Db, childId: string, typedUsername: string) {
  const [child] = await db
    .select({ username: usersChildren.username })
    .from(usersChildren)
    .where(eq(usersChildren.id, childId));
  if (!child) fail('NOT_FOUND', 'no such child');
  if (typedUsername.trim().toLowerCase() !== child.username.toLowerCase())
    fail('BAD_INPUT', 'type the username to confirm', { problems: { username: 'confirmation' } });
  // Every table that refers to a child does so with ON DELETE CASCADE (the export test lists them).
  await db.delete(usersChildren).where(eq(usersChildren.id, childId));
  return { id: childId };
}

/** Tables and columns that refer to a child, read from the database itself, so a new table is never missed. */
export async function childReferences(db: Db) {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`
    select c.conrelid::regclass::text as table_name, a.attname::text as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
     where c.contype = 'f' and c.confrelid = 'users_children'::regclass
     order by 1, 2`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}
