import { z } from 'zod';

/** The weekly letter's settings, part of the environment `config.ts` reads. */
export const letterEnvironment = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an SMTP address: smtp://user:password@host:587 or smtps://…:465')
    .optional(),
  LETTER_FROM: z.string().min(3).default('Koran Kids <no-reply@koran-kids.example>'),
  WEEKLY_LETTER_CRON: z
    .string()
    .regex(/^(off|(\S+\s+){4}\S+)$/, 'five cron fields (minute hour day month weekday), or off')
    .optional(),
};

type LetterValues = {
  NODE_ENV: 'development' | 'production' | 'test';
  SMTP_URL?: string | undefined;
  LETTER_FROM: string;
  WEEKLY_LETTER_CRON?: string | undefined;
};

/** The weekly letter to parents: its schedule in Dutch time (null: not sent), the mail server and sender. */
export type LetterSettings = { cron: string | null; smtpUrl: string | null; from: string };

/**
 * Fridays at 17:00. Tests send none unless they set one; production sends only with a mail server (an installation
 * updated to this release runs on without one, and says so in its log); a schedule set there needs one.
 */
export function letterSettingsOf(values: LetterValues): { settings: LetterSettings; problems: string[] } {
  const isOffByDefault = values.NODE_ENV === 'test' || (values.NODE_ENV === 'production' && !values.SMTP_URL);
  const cron = values.WEEKLY_LETTER_CRON ?? (isOffByDefault ? 'off' : '0 17 * * 5');
  const settings = { cron: cron === 'off' ? null : cron, smtpUrl: values.SMTP_URL ?? null, from: values.LETTER_FROM };
  const needsMail = values.NODE_ENV === 'production' && settings.cron !== null && !settings.smtpUrl;
  return {
    settings,
    problems: needsMail
      ? ['SMTP_URL: the weekly letters need a mail server; set SMTP_URL, or WEEKLY_LETTER_CRON=off']
      : [],
  };
}
