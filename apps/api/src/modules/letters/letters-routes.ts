import { translate } from '@koran-kids/i18n';
import { letterTokenQuery } from '@koran-kids/input/forms/routes';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { escapeHtml } from '../../escape-html.ts';
import { isThisMachine } from '../../http-input.ts';
import { routeGuard } from '../../route-guard.ts';
import { scheduleWeeklyLetters } from './letter-queue.ts';
import { createMailer, type SentLetter } from './mailer.ts';
import { unsubscribeByToken } from './weekly-letter.service.ts';

const oneClick = routeGuard({ scope: 'public', query: letterTokenQuery });
const outboxPage = routeGuard({ scope: 'public' });

function outboxHtml(letters: readonly SentLetter[]) {
  const say = (key: string) => translate('nl', 'letters', key);
  const items = letters.map(
    (letter) =>
      `<article><h2>${escapeHtml(letter.subject)}</h2><p>${escapeHtml(letter.to)} · ${letter.sentAt.toISOString()}</p>` +
      `<pre>${escapeHtml(letter.text)}</pre></article>`,
  );
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(say('outbox.title'))}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem}pre{white-space:pre-wrap;background:#f4f6f8;padding:.75rem}</style>
</head><body><main><h1>${escapeHtml(say('outbox.title'))}</h1>${items.join('') || `<p>${escapeHtml(say('outbox.empty'))}</p>`}</main></body></html>`;
}

/**
 * The weekly letters: their schedule, the one-click unsubscribe a mail program sends (`POST /letters/unsubscribe?token=`,
 * RFC 8058; the letter's link opens the web app's page, which asks first), and in development `/dev/outbox`, the
 * letters that would have gone out.
 */
export function registerLetters(app: FastifyInstance, services: AppServices) {
  const mailer = createMailer(services.config.letters);
  scheduleWeeklyLetters(app, services, mailer);
  if (!services.config.letters.cron && services.config.env === 'production') {
    services.logger.warn('the weekly letters are not sent: no SMTP_URL, or WEEKLY_LETTER_CRON=off (docs/deploying.md)');
  }
  app.addHook('onClose', async () => mailer.close());

  void app.register(async (scope) => {
    // A mail program's one click sends `List-Unsubscribe=One-Click` as a form (RFC 8058); the token says who.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );
    scope.post('/letters/unsubscribe', oneClick.options, async (request, reply) => {
      const { token } = oneClick.passed(request).query;
      const stopped = await unsubscribeByToken(services.db, token);
      return reply.code(stopped ? 200 : 404).send(stopped ? { unsubscribed: true } : { error: 'NOT_FOUND' });
    });
  });
  // Every parent's letter, with its unsubscribe link: only to the developer's own machine, only without a mail server.
  app.get('/dev/outbox', outboxPage.options, async (request, reply) => {
    const isDeveloper = services.config.env !== 'production' && !services.config.letters.smtpUrl;
    if (!isDeveloper || !isThisMachine(request)) return reply.code(404).send({ error: 'NOT_FOUND' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(outboxHtml(mailer.outbox()));
  });
}
