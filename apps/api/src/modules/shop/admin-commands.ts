import { parseArgs } from 'node:util';
import type { Db } from '@koran-kids/db';
import { subscriptions, users, usersChildren } from '@koran-kids/db/schema';
import { emailAddress } from '@koran-kids/input';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailKeySql } from '../../family/parents.ts';
import { addPeriod, parentByEmail, shortenPeriod } from './shop.service.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  subscription grant --email <e-mail> --days <days>   give or extend a family's subscription
  subscription list                                     every subscription with its period
  subscription end --email <e-mail>                     end a family's subscription yesterday
  staff grant|revoke|list <e-mail>                      the institute's staff (npm run admin -- staff)`;

/** A mistake in how the command was typed: the message says what to type instead. */
export class AdminUsageError extends Error {}

const email = emailAddress;
const days = z.coerce.number().int().min(1).max(3660);

function option<T>(schema: z.ZodType<T>, value: string | undefined, name: string, hint: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new AdminUsageError(`--${name} ${value === undefined ? 'is missing' : `"${value}" is not valid`}: ${hint}`);
  return parsed.data;
}

/** Runs one operator command and returns what to print. */
export async function runAdminCommand(db: Db, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, days: { type: 'string' } },
    strict: true,
  });
  const [area, command] = positionals;
  if (area !== 'subscription' || !command || !['grant', 'list', 'end'].includes(command))
    throw new AdminUsageError(ADMIN_USAGE);
  if (command === 'list') return listSubscriptions(db);
  const address = option(email, values.email, 'email', 'the e-mail address the parent signs in with');
  if (command === 'grant') {
    const period = option(days, values.days, 'days', 'a whole number of days from 1 to 3660');
    const outcome = await db.transaction(async (tx) =>
      addPeriod(tx, { email: address, userId: await parentByEmail(tx, address), days: period, wpOrderId: null }),
    );
    return `${outcome === 'granted' ? 'Granted' : 'Extended'}: ${address}\n${await listSubscriptions(db, address)}`;
  }
  if (command === 'end') {
    const ended = await db.transaction(async (tx) =>
      shortenPeriod(tx, { email: address, userId: await parentByEmail(tx, address), days: null }),
    );
    if (!ended) throw new AdminUsageError(`No subscription found for ${address}.`);
    return `Ended: ${address}\n${await listSubscriptions(db, address)}`;
  }
  throw new AdminUsageError(ADMIN_USAGE);
}

async function listSubscriptions(db: Db, onlyEmail?: string): Promise<string> {
  const rows = await db
    .select({
      email: sql<string>`coalesce(${users.email}, ${subscriptions.email})`,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
      isActive: sql<boolean>`current_date between ${subscriptions.startsOn} and ${subscriptions.endsOn}`,
      isClaimed: sql<boolean>`${subscriptions.userId} is not null`,
      profiles: sql<number>`(select count(*)::int from ${usersChildren} c where c.subscription_id = ${subscriptions.id})`,
      order: subscriptions.wpOrderId,
    })
    .from(subscriptions)
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .where(
      onlyEmail ? sql`${emailKeySql(sql`coalesce(${users.email}, ${subscriptions.email})`)} = ${onlyEmail}` : undefined,
    )
    .orderBy(asc(subscriptions.endsOn));
  if (rows.length === 0) return 'No subscriptions.';
  const table = [
    ['E-MAIL', 'FROM', 'THROUGH', 'STATE', 'PROFILES', 'SHOP ORDER'],
    ...rows.map((row) => [
      row.email,
      row.startsOn,
      row.endsOn,
      `${row.isActive ? 'active' : 'ended'}${row.isClaimed ? '' : ' (not signed in yet)'}`,
      String(row.profiles),
      row.order ? String(row.order) : '-',
    ]),
  ];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((line) => line[column]?.length ?? 0))) ?? [];
  return table
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
