import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Letter } from './letter-text.ts';

/** How many letters the development outbox keeps (newest first). */
const OUTBOX_SIZE = 100;

export type SentLetter = Letter & { sentAt: Date };
export type Mailer = {
  send: (letter: Letter) => Promise<void>;
  outbox: () => readonly SentLetter[];
  close: () => void;
};

/**
 * Sends letters by SMTP (`SMTP_URL`, nodemailer). Without it (development and tests) a letter goes to the outbox the
 * developer reads at /dev/outbox; production refuses to start with letters on and no SMTP (config.ts).
 */
export function createMailer(config: Config['letters']): Mailer {
  const kept: SentLetter[] = [];
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(letter) {
      if (!transport) {
        kept.unshift({ ...letter, sentAt: new Date() });
        kept.splice(OUTBOX_SIZE);
        return;
      }
      await transport.sendMail({
        from: config.from,
        to: letter.to,
        subject: letter.subject,
        text: letter.text,
        html: letter.html,
        // One click in the mail program stops the letters (RFC 8058), as the link in the letter does.
        list: { unsubscribe: { url: letter.unsubscribeUrl, comment: 'Unsubscribe' } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    },
    outbox: () => kept,
    close: () => transport?.close(),
  };
}
