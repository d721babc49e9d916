import type { Db } from '@koran-kids/db';
import { messages, recordings, users } from '@koran-kids/db/schema';
import { and, eq } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { type Actor, recordStaffChange } from '../../staff/audit.ts';

// The teacher's side of a child's recordings: heard or not, and an answer; the recording's sound itself is served
// by the recordings area's routes, which ask the same scope.

async function recordingOfChild(db: Db, childId: string, recordingId: string) {
  const [row] = await db
    .select({ id: recordings.id })
    .from(recordings)
    .where(and(eq(recordings.id, recordingId), eq(recordings.usersChildId, childId)));
  return row ?? fail('NOT_FOUND', 'the child sent no such recording');
}

/** A teacher marks a recording heard or not heard again, recorded in the audit like every other staff action. */
export async function markRecordingHeard(
  db: Db,
  actor: Actor,
  change: { childId: string; recordingId: string; heard: boolean },
) {
  await recordingOfChild(db, change.childId, change.recordingId);
  return db.transaction(async (tx) => {
    await tx
      .update(recordings)
      .set({ readAt: change.heard ? new Date() : null })
      .where(eq(recordings.id, change.recordingId));
    const action = change.heard ? 'mark-recording-heard' : 'mark-recording-unheard';
    await recordStaffChange(tx, actor, action, `child:${change.childId}`, {});
    return { id: change.recordingId, heard: change.heard };
  });
}

/** The teacher answers a recording: the answer reaches the child's messages, the recording counts as heard. */
export async function replyToRecording(
  db: Db,
  actor: Actor & { userId: string },
  reply: { childId: string; recordingId: string; message: string },
) {
  await recordingOfChild(db, reply.childId, reply.recordingId);
  return db.transaction(async (tx) => {
    await tx.update(recordings).set({ readAt: new Date() }).where(eq(recordings.id, reply.recordingId));
    const [teacher] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, actor.userId));
    await tx.insert(messages).values({
      usersChildId: reply.childId,
      from: 'TEACHER',
      title: 'RECORDING',
      message: reply.message,
      senderName: teacher?.firstName ?? null,
      recordingId: reply.recordingId,
    });
    await recordStaffChange(tx, actor, 'reply-to-recording', `child:${reply.childId}`, {});
    return { id: reply.recordingId, heard: true };
  });
}
