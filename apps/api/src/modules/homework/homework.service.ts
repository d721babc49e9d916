import { type Db, rowsOf, type Tx } from '@koran-kids/db';
import type { Bilingual, HandInKind, HomeworkTask } from '@koran-kids/db/schema';
import { type SQL, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { familyToday, startOfFamilyDay } from '../../family/family-day.ts';
import { groupOfSubscription } from '../../family/staff.ts';

// The family's side of homework: what a child was set, handing it in, and the teacher's grade as the child sees it.

/** How long after its due day homework stays on the child's page and can still be handed in. */
export const HOMEWORK_KEPT_DAYS_AFTER_DUE = 14;

export type HandIn = {
  kind: HandInKind;
  handedInAt: Date;
  stars: number | null;
  teacherNote: string | null;
  teacherName: string | null;
  gradedAt: Date | null;
};

export type ChildAssignment = {
  id: string;
  lessonId: number;
  lessonNumber: number;
  lessonName: Bilingual;
  surahNumber: number | null;
  task: HomeworkTask;
  dueOn: string;
  note: Bilingual;
  isLate: boolean;
  handIn: HandIn | null;
};

/** The course group of a child, as SQL. */
export const groupOfChild = (childId: string) => sql`(
  select ${groupOfSubscription({ courseGroupId: sql`s.course_group_id`, courseId: sql`s.course_id` })}
    from users_children c join subscriptions s on s.id = c.subscription_id
   where c.id = ${childId})`;

/** The homework a child may still hand in or read the grade of: set for its group or for it alone. */
const openToChild = (childId: string) => sql`
  a.course_group_id = ${groupOfChild(childId)}
  and (a.users_child_id is null or a.users_child_id = ${childId})
  and a.due_on >= ${familyToday} - ${HOMEWORK_KEPT_DAYS_AFTER_DUE}::int`;

// Plain SQL answers moments as text (both drivers, as Drizzle sets them up).
type AssignmentRow = Omit<ChildAssignment, 'handIn'> & {
  handInKind: HandInKind | null;
  handedInAt: string | null;
  stars: number | null;
  teacherNote: string | null;
  teacherName: string | null;
  gradedAt: string | null;
};

async function assignmentsOfChild(db: Db | Tx, childId: string, only: SQL = sql`true`) {
  const rows = await rowsOf<AssignmentRow>(
    db,
    sql`
    select a.id, a.lesson_id as "lessonId", l.lesson_number as "lessonNumber", l.name as "lessonName",
           l.surah_number as "surahNumber", a.task, to_char(a.due_on, 'YYYY-MM-DD') as "dueOn", a.note,
           (h.id is null and a.due_on < ${familyToday}) as "isLate",
           h.kind as "handInKind", h.handed_in_at as "handedInAt", h.stars, h.teacher_note as "teacherNote",
           h.teacher_name as "teacherName", h.graded_at as "gradedAt"
      from homework_assignments a
      join lessons l on l.id = a.lesson_id
      left join homework_hand_ins h on h.assignment_id = a.id and h.users_child_id = ${childId}
     where ${openToChild(childId)} and ${only}
     order by a.due_on, a.created_at`,
  );
  return rows.map(({ handInKind, handedInAt, stars, teacherNote, teacherName, gradedAt, ...assignment }) => ({
    ...assignment,
    handIn:
      handInKind && handedInAt
        ? {
            kind: handInKind,
            handedInAt: new Date(handedInAt),
            stars,
            teacherNote,
            teacherName,
            gradedAt: gradedAt ? new Date(gradedAt) : null,
          }
        : null,
  }));
}

/** A child's homework, due first on top; what was handed in, with the teacher's stars and note once graded. */
export const childHomework = (db: Db, childId: string): Promise<ChildAssignment[]> => assignmentsOfChild(db, childId);

/** The homework a week's letter tells about: due that week, or graded in it (`weekStart`: its Monday). */
export const homeworkOfWeek = (db: Db, childId: string, weekStart: string) =>
  assignmentsOfChild(
    db,
    childId,
    sql`((a.due_on >= ${weekStart}::date and a.due_on < ${weekStart}::date + 7) or h.graded_at >= ${startOfFamilyDay(weekStart)})`,
  );

/**
 * A recording of a lesson's verse hands in every homework of that lesson the child has not handed in yet
 * (called in the recording's own transaction: both are kept, or neither).
 */
export async function handInByRecording(tx: Tx, childId: string, lessonId: number) {
  await tx.execute(sql`
    insert into homework_hand_ins (assignment_id, users_child_id, kind)
    select a.id, ${childId}, 'RECORDING' from homework_assignments a
     where a.lesson_id = ${lessonId} and ${openToChild(childId)}
    on conflict (assignment_id, users_child_id) do nothing`);
}

/** A parent says the child did the homework with them ("we did it together"); handed in already, it stays as it is. */
export async function handInTogether(db: Db, childId: string, assignmentId: string) {
  const [assignment] = await assignmentsOfChild(db, childId, sql`a.id = ${assignmentId}`);
  if (!assignment) return fail('NOT_FOUND', 'the child has no such homework');
  if (assignment.handIn) return assignment;
  await db.execute(sql`
    insert into homework_hand_ins (assignment_id, users_child_id, kind) values (${assignmentId}, ${childId}, 'TOGETHER')
    on conflict (assignment_id, users_child_id) do nothing`);
  const [handedIn] = await assignmentsOfChild(db, childId, sql`a.id = ${assignmentId}`);
  return handedIn ?? fail('NOT_FOUND', 'the child has no such homework');
}
