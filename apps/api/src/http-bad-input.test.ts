// Over 300 lines: one sweep of bad input over every URL, form and webhook, sharing one app and one database digest.
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { testEngines } from '@koran-kids/db/testing';
import { Browser } from '@koran-kids/testing/http-browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';
import { databaseDigest, TABLES_A_REFUSAL_MAY_WRITE } from './testing/schema-walk.ts';

const WEBHOOK_SECRET = 'een-geheim-voor-de-slechte-invoer-2026';
const ORDER = JSON.parse(
  readFileSync(new URL('./modules/shop/fixtures/order.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/**
 * What a refused request may still write: the GraphQL sweep's list (a sign-in state per /auth/login, the asking
 * session), and the rate limit's counters, since a refused request is still a request.
 */
const TABLES_A_REFUSED_URL_MAY_WRITE: ReadonlySet<string> = new Set([
  ...TABLES_A_REFUSAL_MAY_WRITE,
  'rate_limit_counters',
]);

/** Values for a URL or a form field, percent-encoded as sent; each tries something else. */
const BAD_VALUES: { what: string; encoded: string }[] = [
  { what: 'a NUL byte', encoded: 'a%00b' },
  { what: 'other control characters', encoded: 'a%07%08%1B%7F%C2%85b' },
  { what: 'a line break', encoded: 'a%0D%0ASet-Cookie:%20x=1' },
  { what: 'invalid percent-encoding', encoded: '%E0%A4%A' },
  { what: 'a lone percent sign', encoded: '100%' },
  { what: 'overlong UTF-8', encoded: '%C0%AE%C0%AE%C0%AF' },
  { what: 'a lone surrogate', encoded: '%ED%A0%80' },
  { what: 'a 100 kB string', encoded: 'x'.repeat(100_000) },
  { what: 'SQL', encoded: encodeURIComponent("1' OR '1'='1'; DROP TABLE users; --") },
  { what: 'markup', encoded: encodeURIComponent('"><script>alert(1)</script>') },
  { what: 'path traversal', encoded: '..%2F..%2F..%2Fetc%2Fpasswd' },
];

/** Values no form may store: the rest (SQL, markup…) is text a person might type, and may be kept as text. */
const IMPOSSIBLE_TEXT = new Set(['a NUL byte', 'other control characters', 'a line break', 'a 100 kB string']);

const decoded = (encoded: string) => {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
};

type Answer = { status: number; contentType: string; body: string };

/** What a harmful answer shows: a server error, the database's words, a stack, or the sent value unescaped. */
function harmIn(answer: Answer, sent?: string): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (!/json|text|html/.test(answer.contentType)) return null;
  const body = answer.body.toLowerCase();
  for (const word of ['select ', 'insert ', 'update ', 'failed query', 'params:', 'postgres', 'drizzle']) {
    if (body.includes(word)) return `says "${word}"`;
  }
  if (/\bat .*\(?(file:|node:|\/)\S*:\d+:\d+/.test(answer.body)) return 'shows a stack frame';
  if (sent !== undefined && echoes(answer, sent)) return 'echoes the sent value';
  return null;
}

/** A page may show typed text back escaped; an error in any other form never repeats it. */
function echoes({ body, contentType }: Answer, sent: string) {
  const forms = [sent, decoded(sent)].filter((form) => form.length >= 3);
  if (contentType.includes('html')) return forms.some((form) => /[<>"'\p{Cc}]/u.test(form) && body.includes(form));
  return forms.some((form) => body.includes(form));
}

describe.each(testEngines())('bad input in URLs, forms and webhook bodies on %s', (engine) => {
  let app: TestApp;
  let cookie: string;
  let childId: string;
  let digestBefore: Record<string, string>;

  const inject = async (options: {
    method?: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: string | Buffer;
  }): Promise<Answer> => {
    const response = await app.server.app.inject({ ...options, method: options.method ?? 'GET' });
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    };
  };

  /** Collects what was harmful about each answer, to show all of them at once. */
  const harmCollector = () => {
    const harms: string[] = [];
    const check = (label: string, answer: Answer, sent?: string) => {
      const harm = harmIn(answer, sent);
      if (harm) harms.push(`${label}: ${harm}`);
    };
    return { harms, check };
  };

  beforeAll(async () => {
    app = await startTestApp({
      engine,
      listen: true,
      environment: { RATE_LIMIT_PER_MINUTE: '0', WOOCOMMERCE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
    cookie = await app.signIn('demo@koran-kids.test');
    await app.database.execute(`update sessions set parent_area_until = now() + interval '1 hour'`);
    const { rows } = await app.database.execute(`select id from users_children where username = 'amina'`);
    childId = String(rows[0]?.id);
    digestBefore = await databaseDigest(app.database, TABLES_A_REFUSED_URL_MAY_WRITE);
  });
  afterAll(() => app?.close());

  it('answers bad values in the URLs of sign-in, files, certificates and exports without a server error', async () => {
    const urls = (value: string) => [
      `/auth/login?returnTo=${value}`,
      `/auth/login?returnTo=/${value}`,
      `/auth/login?lng=${value}&signup=1`,
      `/auth/login?signup=${value}`,
      `/auth/callback?state=${value}`,
      `/auth/callback?code=${value}&state=${value}`,
      `/auth/callback?error=${value}&error_description=${value}`,
      `/auth/callback?iss=${value}&state=x`,
      `/auth/logout?next=${value}`,
      `/files/${value}`,
      `/files/recitations/${value}.mp3`,
      `/files/${value}?download=${value}`,
      `/certificates/${value}`,
      `/certificates/${value}.pdf`,
      `/certificates/${childId}.pdf?lang=${value}`,
      `/exports/children/${value}`,
      `/exports/children/${value}.json`,
      `/exports/children/${childId}.json?lang=${value}`,
      `/shop/${value}`,
      '/shop/constructor',
      '/shop/__proto__',
      `/oidc/interaction/${value}`,
      `/oidc/auth?client_id=${value}&redirect_uri=${value}&response_type=code`,
    ];
    const { harms, check } = harmCollector();
    for (const { what, encoded } of BAD_VALUES) {
      for (const url of urls(encoded)) {
        // Signing out would end the parent's session for the requests after it.
        const askers = url.startsWith('/auth/logout') ? [] : [cookie];
        for (const asking of [...askers, `kk_session=${encoded}`]) {
          const answer = await inject({ url, headers: { cookie: asking, accept: 'text/html' } });
          check(`GET ${url.slice(0, 60)} (${what})`, answer, encoded);
        }
      }
    }
    expect(harms.join('\n')).toBe('');
  });

  it('refuses a NUL byte or other control characters sent raw in the request line', async () => {
    const rawTargets = [
      '/auth/callback?state=a\u0000b',
      '/auth/login?returnTo=/\t/evil.example',
      '/files/a\u007fb',
      '/certificates/\u0085.pdf',
      '/exports/children/\u00c0\u00ae.json',
    ];
    const { harms, check } = harmCollector();
    for (const target of rawTargets) {
      const answer = await sendRaw(
        app.config.port,
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      check(`raw GET ${JSON.stringify(target)}`, answer, target);
      if (answer.status < 400) harms.push(`raw GET ${JSON.stringify(target)}: answered ${answer.status}`);
    }
    expect(harms.join('\n')).toBe('');
  });

  it("answers bad values in the development sign-in's forms with the form again, and stores nothing", async () => {
    const { harms, check } = harmCollector();
    const browser = new Browser();
    let page = await browser.fetch(`${app.origin}/auth/login?lng=en`);
    for (let hop = 0; hop < 10 && [302, 303].includes(page.status); hop++) {
      page = await browser.fetch(new URL(page.headers.get('location') ?? '/', app.origin));
    }
    const loginAction = /action="([^"]+\/login)"/.exec(await page.text())?.[1] ?? '';
    expect(loginAction).toMatch(/^\/oidc\/interaction\/[\w-]+\/login$/);
    const forms = [
      { action: loginAction, fields: { email: 'demo%40koran-kids.test', password: 'demo-ouder-2026x' } },
      { action: loginAction.replace(/\/login$/, '/signup'), fields: signupFields('new') },
      { action: '/oidc/interaction/made-up-interaction/login', fields: { email: 'a%40b.nl', password: 'x' } },
    ];
    for (const { what, encoded } of BAD_VALUES) {
      for (const form of forms) {
        for (const name of Object.keys(form.fields)) {
          // Typed-looking text goes with a taken e-mail, so only what no person types could be stored.
          const fields = form.action.endsWith('/signup')
            ? signupFields(IMPOSSIBLE_TEXT.has(what) ? `new-${randomUUID()}` : 'taken')
            : form.fields;
          const body = Object.entries({ ...fields, [name]: encoded })
            .map(([key, value]) => `${key}=${value}`)
            .join('&');
          const response = await browser.fetch(new URL(form.action, app.origin), {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
          const answer = await answerOf(response);
          const label = `POST ${form.action.replace(/[\w-]{20,}/, ':uid')} ${name} (${what})`;
          check(label, answer, encoded);
          if (answer.status < 400) harms.push(`${label}: accepted with ${answer.status}`);
        }
      }
    }
    const wrongType = await browser.fetch(new URL(loginAction, app.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a\\u0000b"}',
    });
    check('POST login form as JSON', await answerOf(wrongType));
    expect(harms.join('\n')).toBe('');
  });

  it('refuses bad deliveries to the shop webhook without a server error', async () => {
    const { harms, check } = harmCollector();
    const deliver = (body: string | Buffer, options: { signed?: boolean; type?: string } = {}) =>
      inject({
        method: 'POST',
        url: '/webhooks/woocommerce',
        headers: {
          'content-type': options.type ?? 'application/json',
          'x-wc-webhook-topic': 'order.updated',
          ...(options.signed === false
            ? {}
            : { 'x-wc-webhook-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('base64') }),
        },
        payload: body,
      });
    const withBilling = (billing: Record<string, unknown>) =>
      JSON.stringify({ ...ORDER, billing: { ...(ORDER.billing as object), ...billing } });
    const deliveries: [string, Answer][] = [
      ['unsigned, with a NUL', await deliver(JSON.stringify({ ...ORDER, status: 'a\u0000b' }), { signed: false })],
      ['not JSON', await deliver('{"id": 1, "status": ')],
      ['not UTF-8', await deliver(Buffer.from([0x7b, 0xc0, 0xae, 0xff, 0x7d]))],
      ['a NUL in the status', await deliver(JSON.stringify({ ...ORDER, status: 'completed\u0000' }))],
      ['a NUL in the e-mail', await deliver(withBilling({ email: 'hatice\u0000@example.nl' }))],
      ['a lone surrogate in the status', await deliver(JSON.stringify({ ...ORDER, status: 'completed\ud800' }))],
      ['a NUL in a key', await deliver(JSON.stringify({ ...ORDER, 'meta\u0000': 1, status: 'x' }))],
      ['SQL as the id', await deliver(JSON.stringify({ ...ORDER, id: "1' OR '1'='1" }))],
      ['SQL as the e-mail', await deliver(withBilling({ email: "x' OR 1=1 --@example.nl" }))],
      ['nonsense fields', await deliver(JSON.stringify({ hello: ['world'], id: { nested: true } }))],
      ['JSON that is no object', await deliver('"completed"')],
      ['a 2 MB body', await deliver(JSON.stringify({ ...ORDER, customer_note: 'x'.repeat(2_000_000) }))],
      ['the wrong content type', await deliver(JSON.stringify(ORDER), { type: 'text/plain' })],
      ['a form body', await deliver('webhook_id=%00&x=%E0%A4%A', { type: 'application/x-www-form-urlencoded' })],
    ];
    for (const [what, answer] of deliveries) {
      check(`POST /webhooks/woocommerce (${what})`, answer);
      // Answered and ignored (a status no subscription depends on) is fine: the digest below shows nothing stored.
      const isIgnored = answer.status === 200 && answer.body.includes('"ignored"');
      if (answer.status < 400 && !isIgnored) {
        harms.push(`POST /webhooks/woocommerce (${what}): accepted with ${answer.status}`);
      }
    }
    expect(harms.join('\n')).toBe('');
  });

  it('stored nothing for any of it', async () => {
    expect(await databaseDigest(app.database, TABLES_A_REFUSED_URL_MAY_WRITE)).toEqual(digestBefore);
  });
});

/** The sign-up form's fields, url-encoded, with an unused e-mail (`new…`) or a demo parent's (`taken`). */
function signupFields(email: string) {
  return {
    given_name: 'Amina',
    family_name: 'Bakker',
    email: email === 'taken' ? 'demo%40koran-kids.test' : `${email}%40bad-input.test`,
    password: 'een-lang-wachtwoord',
  };
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

/** Sends bytes as they are, past any client that would clean the URL first; answers the parsed response. */
function sendRaw(port: number, request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from(request, 'latin1')));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        contentType: /\r\ncontent-type: ([^\r]*)/i.exec(head)?.[1] ?? '',
        body: rest.join('\r\n\r\n'),
      });
    });
  });
}
