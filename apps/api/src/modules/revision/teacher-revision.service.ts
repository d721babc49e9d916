import type { Db } from '@koran-kids/db';
import { type RevisionGrade, usersChildren } from '@koran-kids/db/schema';
import { eq } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { type Actor, recordStaffChange } from '../../staff/audit.ts';
import { correctGrade, revisionHistoryOf } from './revision.service.ts';

// The teacher's side of a child's revision: what is due and how it holds, and the child's grades to confirm or
// correct (recorded in the staff audit), beside the child's and the parents' side.

/** A child of the teacher's group, with each passage learned by heart and its grades. */
export async function childRevisionForTeacher(db: Db, childId: string) {
  const [child] = await db
    .select({ name: usersChildren.name, username: usersChildren.username })
    .from(usersChildren)
    .where(eq(usersChildren.id, childId));
  if (!child) fail('NOT_FOUND', 'no such child');
  return { ...child, passages: await revisionHistoryOf(db, childId, new Date()) };
}

/** The teacher's grade in place of the child's (or the child's confirmed), recorded in the audit. */
export async function correctGradeAsTeacher(
  db: Db,
  actor: Actor,
  correction: { childId: string; reviewId: string; grade: RevisionGrade },
) {
  await db.transaction(async (tx) => {
    await correctGrade(tx, correction.childId, correction.reviewId, correction.grade, 'TEACHER');
    await recordStaffChange(tx, actor, 'correct-revision-grade', `child:${correction.childId}`, {
      grade: correction.grade,
    });
  });
  return childRevisionForTeacher(db, correction.childId);
}
