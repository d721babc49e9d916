import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { createBlankPostgresDatabase, type Engine, testEngines } from '@koran-kids/db/testing';
import { API_VERSION } from '@koran-kids/protocol';
import { signInThroughProvider } from '@koran-kids/testing/http-browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot, startCopy } from './testing/server-process.ts';

// The server as the container runs it: `npm run build:server`, then `npm run start:prod` (node apps/api/dist/main.js).
const START_PROD = ['apps/api/dist/main.js'];
const QUERY = JSON.stringify({ query: '{ viewer { id } subscription { children { id name } } }' });
const LOAD_WORKERS = 6;
const SLOW_REQUESTS = 3;

/** A complete answer (its status and the viewer's id), or the failure instead of one as the status 'failed'. */
type Answer = { status: number | 'failed'; viewerId: unknown };

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repositoryRoot, stdio: 'inherit' });
});

const viewerIdIn = (body: string) => {
  try {
    return (JSON.parse(body) as { data?: { viewer?: { id?: unknown } } }).data?.viewer?.id;
  } catch {
    return `not JSON: ${body}`;
  }
};

/** A family's GraphQL request; it is in flight on the server from its first half until `finish` sends the rest. */
function graphqlRequest(origin: string, cookie: string, agent: Agent) {
  const bytes = Buffer.from(QUERY);
  const half = bytes.length >> 1;
  const headers = {
    'content-type': 'application/json',
    'api-version': API_VERSION,
    cookie,
    'content-length': bytes.length,
  };
  const sent = request(`${origin}/graphql`, { method: 'POST', agent, headers });
  const answer = new Promise<Answer>((resolve) => {
    const failed = (error: Error) => resolve({ status: 'failed', viewerId: error.message });
    sent.on('error', failed);
    sent.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', failed);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, viewerId: viewerIdIn(Buffer.concat(chunks).toString()) }),
      );
    });
  });
  const firstHalfSent = new Promise<void>((resolve) => sent.write(bytes.subarray(0, half), () => resolve()));
  return { answer, firstHalfSent, finish: () => sent.end(bytes.subarray(half)) };
}

/** A load balancer's look at /readyz on a connection of its own: the status, or 'closed' once nobody listens. */
function probeReadiness(origin: string) {
  return new Promise<number | 'closed'>((resolve, reject) => {
    const probe = request(`${origin}/readyz`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // Refused, or reset when it came in just as the listener closed.
    probe.on('error', (error: NodeJS.ErrnoException) =>
      ['ECONNREFUSED', 'ECONNRESET'].includes(error.code ?? '') ? resolve('closed') : reject(error),
    );
    probe.end();
  });
}

describe.each(testEngines())('the production start command stopped with SIGTERM under load (%s)', (engine: Engine) => {
  let database: Awaited<ReturnType<typeof createBlankPostgresDatabase>> | undefined;
  let server: Awaited<ReturnType<typeof startCopy>>;

  beforeAll(async () => {
    database = engine === 'postgres' ? await createBlankPostgresDatabase() : undefined;
    server = await startCopy(database?.url ?? null, {
      nodeArguments: START_PROD,
      environment: { SHUTDOWN_DELAY_SECONDS: '3', RATE_LIMIT_PER_MINUTE: '100000' },
    });
  }, 150_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.close();
  });

  it('says 503 on /readyz first, answers every request in flight completely and exits by itself with 0', async () => {
    const browser = await signInThroughProvider(server.origin, 'demo@koran-kids.test', 'demo-ouder-2026');
    // Kept-alive connections, as a load balancer holds them: the slow requests' too.
    const balancer = new Agent({ keepAlive: true, maxSockets: LOAD_WORKERS + SLOW_REQUESTS });
    const post = () => {
      const sent = graphqlRequest(server.origin, browser.cookieHeader(), balancer);
      sent.finish();
      return sent.answer;
    };
    expect((await post()).viewerId).toEqual(expect.any(String));

    // A stream of requests from several families, until the load balancer sees /readyz say 503.
    let balancerSendsHere = true;
    const loadAnswers: Answer[] = [];
    const worker = async () => {
      while (balancerSendsHere) loadAnswers.push(await post());
    };
    const workers = Array.from({ length: LOAD_WORKERS }, worker);
    const slow = Array.from({ length: SLOW_REQUESTS }, () =>
      graphqlRequest(server.origin, browser.cookieHeader(), balancer),
    );
    await Promise.all(slow.map((request) => request.firstHalfSent));
    // The stream is flowing (on a busy machine the workers' first answers can take a while).
    while (loadAnswers.length < 2 * LOAD_WORKERS) await new Promise((resolve) => setTimeout(resolve, 10));

    server.process.kill('SIGTERM');
    const readiness: (number | 'closed')[] = [];
    for (;;) {
      const status = await probeReadiness(server.origin);
      if (readiness.at(-1) !== status) readiness.push(status);
      if (status === 503) balancerSendsHere = false;
      if (status === 'closed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Nobody can connect any more: the slow requests were in flight while the listener closed. Now they finish.
    for (const request of slow) request.finish();
    const slowAnswers = await Promise.all(slow.map((request) => request.answer));
    await Promise.all(workers);
    const exitCode = await server.exited;

    expect(readiness.filter((status) => status !== 200)).toEqual([503, 'closed']);
    expect(slowAnswers).toEqual(Array(SLOW_REQUESTS).fill({ status: 200, viewerId: expect.any(String) }));
    expect(loadAnswers.length).toBeGreaterThan(LOAD_WORKERS);
    expect(loadAnswers.filter((answer) => answer.status !== 200 || typeof answer.viewerId !== 'string')).toEqual([]);
    // The server ends itself with 1 when the drain outlasts its deadline (docs/deploying.md).
    expect(exitCode).toBe(0);
  }, 60_000);
});

describe('the development sign-in provider in the built server', () => {
  const dist = join(repositoryRoot, 'apps/api/dist');
  const read = (file: string) => readFileSync(join(dist, file), 'utf8');
  const staticImports = (code: string) =>
    [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)";/gms), ...code.matchAll(/^import\s*"([^"]+)";/gm)].map(
      (match) => match[1] ?? '',
    );
  const dynamicImports = (code: string) => [...code.matchAll(/\bimport\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
  /** Every file and package `node <entry>` loads before any import() runs. */
  const loadedAtStart = (entry: string) => {
    const files = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of staticImports(read(file))) {
        if (imported.startsWith('./')) visit(imported.slice(2));
        else packages.add(imported);
      }
    };
    visit(entry);
    return { files, packages };
  };

  it('is only imported on demand: the production start loads neither it nor oidc-provider', () => {
    const { files, packages } = loadedAtStart('main.js');
    expect(packages).toContain('openid-client');
    expect(packages).not.toContain('oidc-provider');
    const providerChunks = readdirSync(dist).filter(
      (file) => file.endsWith('.js') && staticImports(read(file)).includes('oidc-provider'),
    );
    expect(providerChunks).toHaveLength(1);
    expect([...files]).not.toContain(providerChunks[0]);
    expect([...files].flatMap((file) => dynamicImports(read(file)))).toContain(`./${providerChunks[0]}`);
  });

  it('does not run with a real sign-in provider in production', async () => {
    const server = await startCopy(null, {
      nodeArguments: START_PROD,
      environment: {
        NODE_ENV: 'production',
        IMPORT_CONTENT_ON_EMPTY: 'false',
        OIDC_ISSUER: 'https://sign-in.koran-kids.example/',
        OIDC_CLIENT_ID: 'koran-kids',
        OIDC_CLIENT_SECRET: 'the-secret-the-provider-gave',
      },
    });
    try {
      const discovery = await fetch(`${server.origin}/oidc/.well-known/openid-configuration`);
      expect(discovery.status).toBe(404);
    } finally {
      await server.stop();
    }
    // Migrating an empty PGlite takes long on a busy machine.
  }, 120_000);
});
