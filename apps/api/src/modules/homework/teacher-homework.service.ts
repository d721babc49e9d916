import { type Db, rowsOf } from '@koran-kids/db';
import { type Bilingual, type HandInKind, type HomeworkTask, homeworkAssignments, users } from '@koran-kids/db/schema';
import { eq, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { familyToday } from '../../family/family-day.ts';
import { loadGroupOfChild } from '../../family/staff.ts';
import { type Actor, recordStaffChange } from '../../staff/audit.ts';
import { childrenOfGroup } from '../../staff/group-children.ts';
import { fileUrl } from '../library/library.service.ts';
import { type ChildAssignment, groupOfChild } from './homework.service.ts';

// The teacher's side of homework: setting it for the group or a child, the group's overview, and grading.

/** How far back the group's overview (and its CSV) goes, by due day. */
export const OVERVIEW_WEEKS = 8;

export type NewHomework = {
  courseGroupId: number;
  childId: string | null;
  lessonId: number;
  task: HomeworkTask;
  dueOn: string;
  note: Bilingual;
};

export async function setHomework(db: Db, actor: Actor & { userId: string }, homework: NewHomework) {
  const [lesson] = await rowsOf<{ lessonNumber: number }>(
    db,
    sql`select l.lesson_number as "lessonNumber" from lessons l join course_groups g on g.course_id = l.course_id
         where l.id = ${homework.lessonId} and g.id = ${homework.courseGroupId} and l.published`,
  );
  if (!lesson) return fail('NOT_FOUND', "no such lesson in the group's course");
  if (homework.childId && (await loadGroupOfChild(db, homework.childId)) !== homework.courseGroupId) {
    return fail('NOT_FOUND', 'no such child in the group');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(homeworkAssignments)
      .values({ ...homework, usersChildId: homework.childId, setBy: actor.userId })
      .returning({ id: homeworkAssignments.id });
    const subject = homework.childId ? `child:${homework.childId}` : `group:${homework.courseGroupId}`;
    await recordStaffChange(tx, actor, 'set-homework', subject, {
      lesson: lesson.lessonNumber,
      task: homework.task,
      dueOn: homework.dueOn,
    });
    return row?.id ?? fail('NOT_FOUND', 'the homework was not saved');
  });
}

type OverviewRow = {
  assignmentId: string;
  userChildId: string;
  name: string;
  username: string;
  handInKind: HandInKind | null;
  /** As plain SQL answers a moment: text. */
  handedInAt: string | null;
  isLate: boolean;
  stars: number | null;
  teacherNote: string | null;
  recordings: { id: string; ayahFrom: number; ayahTo: number; contentType: string; durationMs: number }[];
};

type AssignmentRow = Omit<ChildAssignment, 'isLate' | 'handIn'> & {
  forChild: string | null;
  verses: { ayah: number; key: string | null }[];
};

/**
 * What the group's homework page shows: the passages to choose from, the children, and the group's homework of the last weeks and ahead, newest due first, each with a row per child it was set for: handed
 * in or not (late past its day), the grade, and the recordings of the passage the child sent since it was set (to
 * hear beside the reciter's verses).
 */
export async function groupHomework(db: Db, courseGroupId: number) {
  const [lessons, children, assignments, rows] = await Promise.all([
    rowsOf<{ id: number; lessonNumber: number; name: Bilingual }>(
      db,
      sql`select l.id, l.lesson_number as "lessonNumber", l.name from lessons l
            join course_groups g on g.course_id = l.course_id
           where g.id = ${courseGroupId} and l.published order by l.sequence`,
    ),
    rowsOf<{ id: string; name: string; username: string }>(
      db,
      sql`select * from (${childrenOfGroup(courseGroupId)}) k order by lower(k.name), k.username`,
    ),
    rowsOf<AssignmentRow>(
      db,
      sql`
      select a.id, a.lesson_id as "lessonId", l.lesson_number as "lessonNumber", l.name as "lessonName",
             l.surah_number as "surahNumber", a.task, to_char(a.due_on, 'YYYY-MM-DD') as "dueOn", a.note,
             a.users_child_id as "forChild",
             coalesce((select json_agg(json_build_object('ayah', v.ayah_number, 'key', v.attachment_key)
                                order by v.ayah_number)
                         from verses v where v.lesson_id = l.id), '[]') as verses
        from homework_assignments a join lessons l on l.id = a.lesson_id
       where a.course_group_id = ${courseGroupId} and a.due_on >= ${familyToday} - ${OVERVIEW_WEEKS * 7}::int
       order by a.due_on desc, a.created_at desc`,
    ),
    rowsOf<OverviewRow>(
      db,
      sql`
      with kids as (${childrenOfGroup(courseGroupId)})
      select a.id as "assignmentId", k.id as "userChildId", k.name, k.username, h.kind as "handInKind",
             h.handed_in_at as "handedInAt", (h.id is null and a.due_on < ${familyToday}) as "isLate", h.stars,
             h.teacher_note as "teacherNote",
             coalesce((select json_agg(json_build_object('id', r.id, 'ayahFrom', r.ayah_from, 'ayahTo', r.ayah_to,
                                'contentType', r.content_type, 'durationMs', r.duration_ms) order by r.created_at)
                         from recordings r
                        where r.users_child_id = k.id and r.lesson_id = a.lesson_id and r.created_at >= a.created_at),
                      '[]') as recordings
        from homework_assignments a
        join kids k on a.users_child_id is null or a.users_child_id = k.id
        left join homework_hand_ins h on h.assignment_id = a.id and h.users_child_id = k.id
       where a.course_group_id = ${courseGroupId} and a.due_on >= ${familyToday} - ${OVERVIEW_WEEKS * 7}::int
       order by lower(k.name), k.username`,
    ),
  ]);
  return {
    lessons,
    children,
    assignments: assignments.map((assignment) => ({
      ...assignment,
      verses: assignment.verses.map((verse) => ({ ayah: verse.ayah, audioUrl: fileUrl(verse.key) })),
      children: rows
        .filter((row) => row.assignmentId === assignment.id)
        .map((row) => ({ ...row, handedInAt: row.handedInAt ? new Date(row.handedInAt) : null })),
    })),
  };
}

export type GroupHomework = Awaited<ReturnType<typeof groupHomework>>;

/** The teacher's stars and note for a child's handed-in homework; graded again, the new grade replaces the old. */
export async function gradeHomework(
  db: Db,
  actor: Actor & { userId: string },
  grade: { childId: string; assignmentId: string; stars: number; note: string },
) {
  return db.transaction(async (tx) => {
    const [teacher] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, actor.userId));
    // Only homework of the child's own group: a teacher of the group the child moved to grades no earlier group's.
    const [graded] = await rowsOf<{ lessonNumber: number }>(
      tx,
      sql`update homework_hand_ins h
             set stars = ${grade.stars}, teacher_note = ${grade.note}, teacher_name = ${teacher?.firstName ?? null},
                 graded_by = ${actor.userId}, graded_at = now()
            from homework_assignments a join lessons l on l.id = a.lesson_id
           where h.assignment_id = a.id and a.id = ${grade.assignmentId} and h.users_child_id = ${grade.childId}
             and a.course_group_id = ${groupOfChild(grade.childId)}
           returning l.lesson_number as "lessonNumber"`,
    );
    if (!graded) return fail('NOT_FOUND', 'the child handed no such homework in');
    await recordStaffChange(tx, actor, 'grade-homework', `child:${grade.childId}`, {
      lesson: graded.lessonNumber,
      stars: grade.stars,
    });
    return { assignmentId: grade.assignmentId, userChildId: grade.childId, stars: grade.stars, note: grade.note };
  });
}
