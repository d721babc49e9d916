import { fileStorageFor } from '@koran-kids/content';
import { createDemoPostgresDatabase, testEngines } from '@koran-kids/db/testing';
import { startTestSmtp } from '@koran-kids/testing/smtp';
import type { ParsedMail } from 'mailparser';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/app.ts';
import { type startCopy, startTwoCopies } from '../../testing/server-process.ts';
import { sendWeeklyLetters } from './letter-queue.ts';
import type { Mailer } from './mailer.ts';

const LETTER = `mutation l($on: Boolean!, $language: Language!) { setWeeklyLetter(isOn: $on, language: $language) { isOn language } }`;

const waitFor = async (isDone: () => boolean, withinMs: number) => {
  for (const deadline = Date.now() + withinMs; !isDone() && Date.now() < deadline; )
    await new Promise((resolve) => setTimeout(resolve, 200));
};
const recipients = (mails: ParsedMail[]) =>
  mails.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '').sort();

describe.runIf(testEngines().includes('postgres'))('the weekly letter, sent by two server copies at once', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let database: Awaited<ReturnType<typeof createDemoPostgresDatabase>>;
  let copies: Awaited<ReturnType<typeof startCopy>>[] = [];
  let parents: string[];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createDemoPostgresDatabase();
    // One parent reads English; the others keep Dutch.
    await database.execute(`update users set language = 'en' where email = 'buren@koran-kids.test'`);
    const { rows } = await database.execute(
      `select u.email from users u where exists (select 1 from subscriptions s join users_children c on c.subscription_id = s.id
        where s.user_id = u.id and s.ends_on >= current_date) order by u.email`,
    );
    parents = rows.map((row) => String(row.email));
    // A schedule that never comes during the test: the job is sent below, as its schedule would send it.
    const environment = { SMTP_URL: smtp.url, WEEKLY_LETTER_CRON: '0 3 1 1 *', RATE_LIMIT_PER_MINUTE: '0' };
    copies = await startTwoCopies(database.url, { environment });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(copies.map((copy) => copy.stop()));
    await database?.close();
    await smtp?.close();
  });

  /**
   * The job twice at once, as two jobs (each its own key, which the queue would otherwise keep to one): both copies
   * may take one each at the same moment, so only the letters' own claims keep a parent from getting two.
   */
  async function runTheJobTwiceAtOnce() {
    const boss = new PgBoss({ connectionString: database.url, max: 2, supervise: false, schedule: false });
    await boss.start();
    const keys = [`one-${Date.now()}`, `two-${Date.now()}`];
    const jobs = await Promise.all(keys.map((singletonKey) => boss.send('weekly-letters', {}, { singletonKey })));
    expect(jobs.every(Boolean)).toBe(true);
    await boss.stop({ graceful: false });
  }

  it('sends exactly one letter per family, in its language, and the unsubscribe link stops the next one', async () => {
    expect(parents.length).toBeGreaterThanOrEqual(2);
    await runTheJobTwiceAtOnce();
    await waitFor(() => smtp.received.length >= parents.length, 30_000);
    // Both jobs have run (the queue's own record), so a second letter would have come by now.
    const completed = async () =>
      Number(
        (
          await database.execute(
            `select count(*)::int as n from pgboss.job where name = 'weekly-letters' and state = 'completed'`,
          )
        ).rows[0]?.n,
      );
    for (const deadline = Date.now() + 30_000; (await completed()) < 2 && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await completed()).toBe(2);
    expect(recipients(smtp.received)).toEqual(parents);

    const dutch = smtp.received.find((mail) => recipients([mail])[0] === 'demo@koran-kids.test');
    expect(dutch?.subject).toBe('Koran Kids: de week van Amina en Yusuf');
    expect(dutch?.text).toContain('Beste Fatima,');
    expect(dutch?.text).toContain('Deze week geen les afgerond.');
    expect(dutch?.text).toMatch(
      /Bekijk Amina in de ouderomgeving: http:\/\/127\.0\.0\.1:\d+\/parent\/profiles\/child\?child=/,
    );
    const english = smtp.received.find((mail) => recipients([mail])[0] === 'buren@koran-kids.test');
    expect(english?.subject).toBe("Koran Kids: Noor and Bilal's week");
    expect(english?.text).toContain('Dear Karim,');
    expect(english?.text).toContain('No lesson finished this week.');
    // No text a child wrote: the demo children's "about me" and favourites stay out.
    const { rows: childTexts } = await database.execute(
      `select about_me from users_child_details where about_me is not null and about_me <> ''`,
    );
    for (const { about_me: aboutMe } of childTexts) expect(dutch?.text).not.toContain(String(aboutMe));

    // The unsubscribe link works without signing in, as a mail program's one click sends it (RFC 8058).
    const headers = english?.headerLines.map((line) => line.line) ?? [];
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const link = headers.find((line) => line.startsWith('List-Unsubscribe:'))?.match(/<(\S+)>/)?.[1] ?? '';
    expect(link).toBe(english?.text?.match(/Unsubscribe: (\S+)/)?.[1]);
    const stopped = await fetch(link.replace(/^http:\/\/127\.0\.0\.1:\d+/, copies[1]?.origin ?? ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.status).toBe(200);

    // Next week: everyone again, but the parent who unsubscribed.
    await database.execute('delete from weekly_letters');
    smtp.received.length = 0;
    await runTheJobTwiceAtOnce();
    const others = parents.filter((email) => email !== 'buren@koran-kids.test');
    await waitFor(() => smtp.received.length >= others.length, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(recipients(smtp.received)).toEqual(others);
  }, 120_000);
});

describe('a mail server that refuses a letter', () => {
  it('keeps that parent for the retry, which sends it; the others get theirs once', async () => {
    const app = await startTestApp();
    try {
      const services = {
        config: app.config,
        db: app.database.db,
        logger: pino({ level: 'silent' }),
        storage: fileStorageFor(null, app.config.filesDir),
      };
      const sent: string[] = [];
      let isDown = true;
      const mailer: Mailer = {
        send: async (letter) => {
          if (isDown && letter.to === 'buren@koran-kids.test') throw new Error('421 the mail server is busy');
          sent.push(letter.to);
        },
        outbox: () => [],
        close: () => undefined,
      };
      const friday = new Date();
      await expect(sendWeeklyLetters(services, mailer, friday)).rejects.toThrow('1 weekly letter(s)');
      expect(sent).not.toContain('buren@koran-kids.test');
      isDown = false;
      await sendWeeklyLetters(services, mailer, friday);
      expect(sent.filter((to) => to === 'buren@koran-kids.test')).toHaveLength(1);
      expect(new Set(sent).size).toBe(sent.length);
    } finally {
      await app.close();
    }
  });
});

describe('the weekly letter setting and the development outbox', () => {
  it('lets a parent turn the letter off and choose its language behind the pincode; the outbox shows letters in development', async () => {
    const app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    try {
      const parent = await app.signIn('demo@koran-kids.test');
      expect((await app.gql(parent, LETTER, { on: false, language: 'en' })).errors?.[0]?.extensions?.code).toBe(
        'PARENT_AREA_REQUIRED',
      );
      await app.gql(parent, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
      expect((await app.gql(parent, LETTER, { on: false, language: 'en' })).data?.setWeeklyLetter).toEqual({
        isOn: false,
        language: 'en',
      });
      const teacher = await app.signIn('leraar@koran-kids.test');
      expect((await app.gql(teacher, LETTER, { on: true, language: 'nl' })).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      const outbox = await app.server.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.body).toContain('Er is nog geen brief verstuurd.');
      // Only the developer's own machine reads it: the letters hold every parent's address and link.
      const fromElsewhere = await app.server.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress: '10.0.0.7',
      });
      expect(fromElsewhere.statusCode).toBe(404);
      const unknown = await app.server.app.inject({
        method: 'POST',
        url: '/letters/unsubscribe?token=not-a-real-token-at-all',
      });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
