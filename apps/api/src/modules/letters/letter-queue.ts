import { sqlRunnerOf } from '@koran-kids/db';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppServices } from '../../app-services.ts';
import { FAMILY_TIME_ZONE } from '../../family/family-day.ts';
import { weeklyLetter } from './letter-text.ts';
import type { Mailer } from './mailer.ts';
import {
  claimLetter,
  markLetterSent,
  parentsDueALetter,
  releaseLetter,
  weekOf,
  weekOfChildren,
} from './weekly-letter.service.ts';

const QUEUE = 'weekly-letters';

/** A mail server that is down at the letter's hour is tried again for hours, first after 5 minutes, then longer. */
const RETRIES = { retryLimit: 10, retryDelay: 300, retryBackoff: true } as const;

/**
 * Sends the week's letter (the week of `moment`) to every parent who has not had it: each parent's letter is claimed
 * first (one row per parent and week), so two copies running at once never send one twice. A letter the mail server
 * refuses is let go, and the run fails after trying the others, so that the queue runs it again later.
 */
export async function sendWeeklyLetters({ db, config, logger }: AppServices, mailer: Mailer, moment: Date) {
  const week = await weekOf(db, moment);
  let sent = 0;
  let refused = 0;
  for (const { id } of await parentsDueALetter(db, week)) {
    const parent = await claimLetter(db, id, week);
    if (!parent) continue;
    try {
      await mailer.send(weeklyLetter(parent, await weekOfChildren(db, id, week), config.publicUrl));
      await markLetterSent(db, id, week);
      sent++;
    } catch (error) {
      await releaseLetter(db, id, week);
      refused++;
      logger.error({ err: error }, 'a weekly letter could not be sent; the job is tried again');
    }
  }
  if (sent > 0) logger.info({ sent, week }, 'weekly letters sent');
  if (refused > 0) throw new Error(`${refused} weekly letter(s) of ${week} not sent`);
  return sent;
}

/**
 * The weekly letters run from a job queue in the database (pg-boss, on PostgreSQL and PGlite alike): on the schedule
 * `WEEKLY_LETTER_CRON` (Dutch time), one job per tick for all copies together, taken by one copy.
 */
export function scheduleWeeklyLetters(app: FastifyInstance, services: AppServices, mailer: Mailer) {
  const { cron } = services.config.letters;
  if (!cron) return;
  const run = sqlRunnerOf(services.db);
  const newBoss = () => {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => run(text, values) },
      // Schedules are looked at twice a minute; a weekly letter needs no more.
      cronMonitorIntervalSeconds: 30,
    });
    boss.on('error', (error) => services.logger.error({ err: error }, 'the job queue failed; it tries again'));
    return boss;
  };
  let boss: PgBoss | null = null;
  app.addHook('onReady', async () => {
    boss = await startLetterQueue(newBoss, cron);
    // The week is that of the job's making: a retry on Monday still sends Friday's letters of the week before.
    await boss.work(QUEUE, { includeMetadata: true }, async ([job]) => {
      if (job) await sendWeeklyLetters(services, mailer, job.createdOn);
    });
  });
  app.addHook('onClose', async () => boss?.stop({ graceful: true, close: false, wait: true }));
}

const START_ATTEMPTS = 3;

/**
 * The job queue started, with the letters' queue and schedule: made by the first copy, found by the others. Copies
 * that start at the same moment on a new database race to make pg-boss's tables and the queue, and PostgreSQL ends
 * the loser's statement: a deadlock (the queue's table attached in one copy while the other waits on its row), or a
 * schema made twice. A copy of the weekly-letter test stopped with the first; a quarter of the pairs started at once
 * met one. The winner has made everything by then, so a fresh start (pg-boss does not start twice) finds it there.
 */
export async function startLetterQueue(newBoss: () => PgBoss, cron: string): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    const boss = newBoss();
    try {
      await boss.start();
      await boss.createQueue(QUEUE, { name: QUEUE, policy: 'stately', ...RETRIES });
      await boss.schedule(QUEUE, cron, {}, { tz: FAMILY_TIME_ZONE, ...RETRIES });
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      if (attempt === START_ATTEMPTS || !isRaceOfCopies(error)) throw error;
    }
  }
}

/** A deadlock, or a unique violation in PostgreSQL's catalogue: what two copies making the same tables meet. */
const isRaceOfCopies = (error: unknown) => ['40P01', '23505'].includes(String((error as { code?: unknown }).code));
