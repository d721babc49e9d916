import type { Db, Tx } from '@koran-kids/db';
import { rowsOf } from '@koran-kids/db';
import { staffAudit, users } from '@koran-kids/db/schema';
import { desc, sql } from 'drizzle-orm';

export const AUDIT_ACTIONS = [
  'reply',
  'save-announcement',
  'publish-announcement',
  'withdraw-announcement',
  'save-weekly-fact',
  'publish-weekly-fact',
  'withdraw-weekly-fact',
  'extend-subscription',
  'end-subscription',
  'assign-teacher',
  'unassign-teacher',
  'grant-staff',
  'revoke-staff',
  'save-lesson-draft',
  'discard-lesson-draft',
  'publish-lesson',
  'restore-lesson',
  'import-pack',
  'upload-content-file',
  'record-recitation-credit',
  'reply-to-recording',
  'mark-text-read',
  'mark-text-unread',
  'mark-recording-heard',
  'mark-recording-unheard',
  'correct-revision-grade',
  'set-homework',
  'grade-homework',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditDetails = Record<string, string | number | boolean | null>;

/** Who did it: a staff member (by their name as it is now), or the operator's command line. */
export type Actor = { userId: string } | { operator: true };

const actorName = (userId: string) =>
  sql<string>`(select coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email}, 'staff')
    from ${users} where ${users.id} = ${userId})`;

/**
 * Records one staff change beside it, in the same transaction: who, what, about what. Never a child's text: the
 * record outlives an erased child (no foreign key to what `subject` names).
 */
export async function recordStaffChange(
  tx: Db | Tx,
  actor: Actor,
  action: AuditAction,
  subject: string,
  details: AuditDetails = {},
) {
  await tx.insert(staffAudit).values({
    actorUserId: 'userId' in actor ? actor.userId : null,
    actor: 'userId' in actor ? actorName(actor.userId) : 'npm run admin',
    action,
    subject,
    details,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * The record's size: counted up to this many entries, PostgreSQL's own estimate above it (only the number of pages
 * shows it). Counting a million entries took 70 ms of every page.
 */
const COUNTED_UP_TO = 10_000;
const auditTotal = sql<number>`(
  select (case when estimate.rows > ${COUNTED_UP_TO} then estimate.rows else (select count(*) from staff_audit) end)::int
    from (select greatest(reltuples, 0)::bigint as rows from pg_class where oid = 'staff_audit'::regclass) estimate)`;

/**
 * The record, newest first, a page at a time: the page by the time's index, the total apart (counting over the page's
 * rows read all million of them).
 */
export async function auditRecord(db: Db, page: number) {
  const entries = db
    .select({
      id: staffAudit.id,
      actor: staffAudit.actor,
      action: staffAudit.action,
      subject: staffAudit.subject,
      details: staffAudit.details,
      createdAt: staffAudit.createdAt,
    })
    .from(staffAudit)
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset(page * AUDIT_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    entries,
    rowsOf<{ total: number }>(db, sql`select ${auditTotal} as total`),
  ]);
  return { total: counted?.total ?? 0, entries: rows };
}
