import { API_VERSION } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedRoute } from './route-guard.ts';
import { startTestApp, type TestApp } from './testing/app.ts';

// Every HTTP route × every role, called for real. What each answered is written out as docs/http-access-matrix.md:
// a route that lets in a role it let in before (or refuses one) changes that file, and the test fails until the
// change is looked at and the file regenerated (`npx vitest run --project unit -u <this file>`).

const ROLES = [
  'nobody',
  'parent',
  'parent area',
  'other family',
  'ended',
  'teacher',
  'other teacher',
  'administrator',
] as const;
type Role = (typeof ROLES)[number];

/** Who each role is: a demo person, whether the pincode was entered, and the child its requests are about. */
const PEOPLE: Record<Exclude<Role, 'nobody'>, { email: string; pincode?: string; child: 'amina' | 'ibrahim' }> = {
  parent: { email: 'demo@koran-kids.test', child: 'amina' },
  'parent area': { email: 'demo@koran-kids.test', pincode: '1234', child: 'amina' },
  'other family': { email: 'buren@koran-kids.test', pincode: '5678', child: 'amina' },
  ended: { email: 'verlopen@koran-kids.test', pincode: '4321', child: 'ibrahim' },
  teacher: { email: 'leraar@koran-kids.test', child: 'amina' },
  'other teacher': { email: 'leraar-b@koran-kids.test', child: 'amina' },
  administrator: { email: 'beheer@koran-kids.test', child: 'amina' },
};

/** Which roles a scope of the asker alone lets in: the same for every route declaring it. */
const LET_IN: Record<string, readonly Role[]> = {
  public: ROLES,
  secret: [],
  operations: ROLES.filter((role) => role !== 'nobody'),
  signedIn: ROLES.filter((role) => role !== 'nobody'),
  parentArea: ['parent area', 'other family', 'ended'],
  activeFamily: ['parent', 'parent area', 'other family'],
  staff: ['teacher', 'other teacher', 'administrator'],
  administrator: ['administrator'],
};

type Sample = { method: string; url: string; payload?: string | Buffer; headers?: Record<string, string> };
type Ids = { child: string; fileKey: string; recordingId: string; lessonId: string; groupId: string };

/** One plausible request per route, about the role's own child where it names one. */
function samplesFor(route: { method: string; url: string }, ids: Ids): Sample[] {
  const raw = { 'content-type': 'application/octet-stream' };
  const byUrl: Record<string, Sample> = {
    '/graphql': {
      method: 'POST',
      url: '/graphql',
      payload: '{"query":"{ __typename }"}',
      headers: { 'content-type': 'application/json' },
    },
    '/files/*': { method: 'GET', url: `/files/${ids.fileKey}` },
    '/certificates/:file': { method: 'GET', url: `/certificates/${ids.child}.pdf` },
    '/exports/children/:file': { method: 'GET', url: `/exports/children/${ids.child}.json` },
    '/recordings/:userChildId': {
      method: 'PUT',
      url: `/recordings/${ids.child}?lessonId=${ids.lessonId}&ayahFrom=1&ayahTo=1&durationMs=2000`,
      payload: 'not a recording',
      headers: raw,
    },
    '/recordings/:recordingId': { method: 'GET', url: `/recordings/${ids.recordingId}` },
    '/staff/content/files/:kind': {
      method: 'PUT',
      url: '/staff/content/files/translation?name=x.txt',
      payload: 'not a translation',
      headers: raw,
    },
    '/staff/content/pack': { method: 'PUT', url: '/staff/content/pack?name=x.zip', payload: 'not a zip', headers: raw },
    '/webhooks/woocommerce': {
      method: 'POST',
      url: '/webhooks/woocommerce',
      payload: '{"id":1}',
      headers: { 'content-type': 'application/json', 'x-wc-webhook-topic': 'order.updated' },
    },
    '/shop/:page': { method: 'GET', url: '/shop/start' },
    '/staff/groups/:courseGroupId/homework.csv': { method: 'GET', url: `/staff/groups/${ids.groupId}/homework.csv` },
    '/letters/unsubscribe': { method: 'POST', url: '/letters/unsubscribe?token=no-parent-has-this-token' },
    '/oidc/*': { method: 'GET', url: '/oidc/.well-known/openid-configuration' },
  };
  const interaction = route.url.replace(':uid', 'unknown');
  const tus = route.url.replace(':id', 'unknown');
  if (route.url.startsWith('/oidc/interaction/')) return [{ method: route.method, url: interaction }];
  if (route.url.startsWith('/staff/content/uploads')) {
    const part = { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' };
    return [{ method: route.method, url: tus, headers: { 'tus-resumable': '1.0.0', ...part } }];
  }
  return [byUrl[route.url] ?? { method: route.method, url: route.url }];
}

/** The refusal code of a JSON answer; nothing for another body (or none, as a HEAD's). */
function errorOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { error?: unknown }).error;
  } catch {
    return undefined;
  }
}

/** A scope as the matrix prints it. */
const scopeText = (scope: unknown): string => {
  if (typeof scope === 'string') return scope;
  const [name, value] = Object.entries(scope as object)[0] ?? [];
  if (Array.isArray(value)) return `${name}(${value.map(scopeText).join(', ')})`;
  return `${name}(${name === 'teacherOfGroup' ? 'group' : 'child'})`;
};

/** Routes registered once per method (and Fastify's HEAD beside each GET) make one row each. */
function rowsOf(routes: GuardedRoute[]) {
  const rows = new Map<string, { url: string; methods: string[]; guard: GuardedRoute['guard'] }>();
  for (const route of routes) {
    const key = `${route.url} ${scopeText(route.guard.scope)}`;
    const row = rows.get(key) ?? { url: route.url, methods: [], guard: route.guard };
    row.methods.push(route.method);
    rows.set(key, row);
  }
  return [...rows.values()].map((row) => {
    const own = row.methods.filter((method) => !(method === 'HEAD' && row.methods.includes('GET')));
    // `all` (the development provider) is every method: one GET stands for it.
    return { ...row, methods: own.length > 6 ? ['GET'] : own };
  });
}

describe('the access matrix of the HTTP routes: every route × every role', () => {
  let app: TestApp;
  const cookies = new Map<Role, string | null>([['nobody', null]]);
  const children = new Map<string, string>();
  let ids: Omit<Ids, 'child'>;

  beforeAll(async () => {
    app = await startTestApp({
      environment: { RATE_LIMIT_PER_MINUTE: '0', METRICS_TOKEN: 'x'.repeat(40), RECORDINGS_PER_CHILD_PER_DAY: '50' },
    });
    for (const [role, person] of Object.entries(PEOPLE)) {
      const cookie = await app.signIn(person.email);
      if (person.pincode)
        await app.gql(cookie, `mutation { validatePincode(pincode: "${person.pincode}") { isCorrect } }`);
      cookies.set(role as Role, cookie);
    }
    const { rows } = await app.database.execute(
      `select (select id from users_children where username = 'amina') as amina,
              (select id from users_children where username = 'ibrahim') as ibrahim,
              (select id from lessons where sequence = 1) as lesson,
              (select attachment_key from verses where attachment_key is not null limit 1) as file,
              (select id from course_groups where slug = 'koran-kids-demo') as "group"`,
    );
    children.set('amina', String(rows[0]?.amina)).set('ibrahim', String(rows[0]?.ibrahim));
    const lessonId = String(rows[0]?.lesson);
    // A recording of Amina's, sent by her family, for the route that plays it.
    const family = cookies.get('parent area') ?? null;
    await app.gql(family, 'mutation($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: true) }', {
      id: children.get('amina'),
    });
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), Buffer.alloc(2000, 7)]);
    const sent = await app.server.app.inject({
      method: 'PUT',
      url: `/recordings/${children.get('amina')}?lessonId=${lessonId}&ayahFrom=1&ayahTo=1&durationMs=2500`,
      headers: { cookie: String(family), 'api-version': API_VERSION, 'content-type': 'application/octet-stream' },
      payload: webm,
    });
    ids = {
      fileKey: String(rows[0]?.file),
      recordingId: String(sent.json().id),
      lessonId,
      groupId: String(rows[0]?.group),
    };
  }, 180_000);
  afterAll(() => app.close());

  /** What the route answered the role: its status, and the code of a refusal. */
  async function answerOf(role: Role, sample: Sample) {
    const cookie = cookies.get(role);
    const answer = await app.server.app.inject({
      method: sample.method as 'GET',
      url: sample.url,
      headers: { 'api-version': API_VERSION, ...sample.headers, ...(cookie ? { cookie } : {}) },
      payload: sample.payload,
    });
    const error = /json/.test(String(answer.headers['content-type'])) ? errorOf(answer.body) : undefined;
    return `${answer.statusCode}${typeof error === 'string' ? ` ${error}` : ''}`;
  }

  it('calls every route as every role; the answers are the reviewed matrix, and simple scopes let in only their roles', async () => {
    // Signing out ends each role's session: it comes last.
    const rows = rowsOf(app.server.routes).sort(
      (a, b) => Number(a.url === '/auth/logout') - Number(b.url === '/auth/logout'),
    );
    expect(rows.length).toBeGreaterThan(20);
    const lines = [
      '# The HTTP routes × roles',
      '',
      'Generated by `apps/api/src/http-access-matrix.test.ts` from real requests (status and refusal code); the test',
      'fails when an answer changes. A refusal by the route guard is a code of `@koran-kids/protocol`.',
      '',
      `| route | scope | ${ROLES.join(' | ')} |`,
      `|---|---|${ROLES.map(() => '---').join('|')}|`,
    ];
    for (const row of rows) {
      for (const method of row.methods) {
        const cells: string[] = [];
        for (const role of ROLES) {
          const child = children.get(role === 'nobody' ? 'amina' : PEOPLE[role].child) ?? '';
          const [sample] = samplesFor({ method, url: row.url }, { ...ids, child });
          const answer = await answerOf(role, sample as Sample);
          // A HEAD's answer has no body to read a code from.
          const refusal =
            method === 'HEAD' ? /^40[13]$/ : /^401\b|^403 (FORBIDDEN|PARENT_AREA_REQUIRED|SUBSCRIPTION_EXPIRED)$/;
          const isRefused = refusal.test(answer);
          const letIn = LET_IN[String(row.guard.scope)];
          if (letIn) expect(isRefused, `${method} ${row.url} as ${role}: ${answer}`).toBe(!letIn.includes(role));
          cells.push(answer);
        }
        lines.push(`| ${method} ${row.url} | ${scopeText(row.guard.scope)} | ${cells.join(' | ')} |`);
      }
    }
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('../../../docs/http-access-matrix.md');
  });
});
