import { type Db, rowsOf } from '@koran-kids/db';
import { sql } from 'drizzle-orm';
import { childrenOfGroup } from '../../staff/group-children.ts';

/** How many weeks back "finished lessons per week" goes. */
export const PROGRESS_WEEKS = 12;

type ChildProgress = {
  id: string;
  name: string;
  username: string;
  lessonReached: number;
  finishedLessons: number;
  finalTest: boolean;
  revisionBehind: number;
};

/**
 * A course group's progress in two statements, whatever its number of children (the weeks' lessons in one pass over
 * the group's progress, not one per week): each child's lesson reached,
 * finished lessons and handed-in final test (what a teacher may see), and finished lessons per week.
 */
export async function progressOfGroup(db: Db, courseGroupId: number) {
  const [children, weeks] = await Promise.all([
    rowsOf<ChildProgress>(
      db,
      sql`
      with kids as (${childrenOfGroup(courseGroupId)})
      select k.id, k.name, k.username,
             coalesce((select max(l.lesson_number) from user_lesson_progresses p join lessons l on l.id = p.lesson_id
                        where p.users_child_id = k.id and (p.finished or p.view_count > 0)), 0)::int as "lessonReached",
             (select count(*) from user_lesson_progresses p where p.users_child_id = k.id and p.finished)::int
               as "finishedLessons",
             exists (select 1 from final_test_results r where r.users_child_id = k.id) as "finalTest",
             (select count(*) from revision_cards rc join lessons l on l.id = rc.lesson_id
               where rc.users_child_id = k.id and l.published and rc.due < now() - interval '2 days')::int
               as "revisionBehind"
        from kids k
       order by lower(k.name), k.username`,
    ),
    rowsOf<{ weekStart: string; lessons: number }>(
      db,
      sql`
      with kids as (${childrenOfGroup(courseGroupId)}),
           weeks as (select generate_series(date_trunc('week', current_date) - ${PROGRESS_WEEKS - 1} * interval '1 week',
                                            date_trunc('week', current_date), interval '1 week')::date as week_start),
           finished as (select date_trunc('week', p.finished_at)::date as week_start, count(*) as lessons
                          from user_lesson_progresses p join kids k on k.id = p.users_child_id
                         where p.finished_at >= (select min(week_start) from weeks)
                         group by 1)
      select to_char(w.week_start, 'YYYY-MM-DD') as "weekStart", coalesce(f.lessons, 0)::int as lessons
        from weeks w left join finished f on f.week_start = w.week_start
       order by w.week_start`,
    ),
  ]);
  const reached = new Map<number, number>();
  for (const child of children) reached.set(child.lessonReached, (reached.get(child.lessonReached) ?? 0) + 1);
  return {
    childCount: children.length,
    finalTestsHandedIn: children.filter((child) => child.finalTest).length,
    children: children,
    childrenPerLesson: [...reached]
      .sort(([a], [b]) => a - b)
      .map(([lessonNumber, count]) => ({ lessonNumber, children: count })),
    finishedPerWeek: weeks,
  };
}
