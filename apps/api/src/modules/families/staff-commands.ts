import { parseArgs } from 'node:util';
import type { Db } from '@koran-kids/db';
import { STAFF_KINDS, type StaffKind, staffGrants } from '@koran-kids/db/schema';
import { emailAddress } from '@koran-kids/input';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordStaffChange } from '../../staff/audit.ts';
import { staffMembers } from './team.service.ts';

export const STAFF_USAGE = `  staff grant <e-mail> [--kind teacher|administrator]  make the person who signs in with this e-mail staff
  staff revoke <e-mail>                                 take the grant back (a role claim of the provider stays)
  staff list                                            everyone who is staff, and every grant`;

/** A mistake in how the staff command was typed. */
export class StaffUsageError extends Error {}

const email = emailAddress;
const kind = z.enum(STAFF_KINDS);
const OPERATOR = { operator: true } as const;

/** `npm run admin -- staff …`: grants by e-mail, independent of the provider's role claim. */
export async function runStaffCommand(db: Db, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { kind: { type: 'string', default: 'teacher' } },
    strict: true,
  });
  const [, command, address] = positionals;
  if (command === 'list') return listStaff(db);
  const parsedEmail = email.safeParse(address);
  if ((command !== 'grant' && command !== 'revoke') || !parsedEmail.success) {
    throw new StaffUsageError(`Usage: npm run admin -- <command>\n\n${STAFF_USAGE}`);
  }
  if (command === 'grant') {
    const parsedKind = kind.safeParse(values.kind);
    if (!parsedKind.success)
      throw new StaffUsageError(`--kind "${values.kind}" is not valid: teacher or administrator`);
    await grant(db, parsedEmail.data, parsedKind.data);
    return `Granted ${parsedKind.data}: ${parsedEmail.data}\n${await listStaff(db)}`;
  }
  const revoked = await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffGrants)
      .where(eq(staffGrants.email, parsedEmail.data))
      .returning({ kind: staffGrants.kind });
    if (removed)
      await recordStaffChange(tx, OPERATOR, 'revoke-staff', `e-mail:${parsedEmail.data}`, { kind: removed.kind });
    return removed;
  });
  if (!revoked) throw new StaffUsageError(`No staff grant found for ${parsedEmail.data}.`);
  return `Revoked: ${parsedEmail.data}\n${await listStaff(db)}`;
}

async function grant(db: Db, address: string, staffKind: StaffKind) {
  await db.transaction(async (tx) => {
    await tx
      .insert(staffGrants)
      .values({ email: address, kind: staffKind })
      .onConflictDoUpdate({ target: staffGrants.email, set: { kind: staffKind } });
    await recordStaffChange(tx, OPERATOR, 'grant-staff', `e-mail:${address}`, { kind: staffKind });
  });
}

async function listStaff(db: Db): Promise<string> {
  const [members, grants] = await Promise.all([
    staffMembers(db),
    db.select().from(staffGrants).orderBy(asc(staffGrants.email)),
  ]);
  const lines = ['STAFF (signed in at least once)'];
  lines.push(...(members.length ? members.map((member) => `  ${member.email ?? '-'}  ${member.kind}`) : ['  none']));
  lines.push('GRANTS (npm run admin)');
  lines.push(...(grants.length ? grants.map((row) => `  ${row.email}  ${row.kind}`) : ['  none']));
  return lines.join('\n');
}
