import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@koran-kids/testing/free-port';

export const repositoryRoot = join(import.meta.dirname, '../../../..');
/** The server from its TypeScript, as `npm run serve` starts it. */
const FROM_SOURCE = ['--import', 'tsx', 'apps/api/src/main.ts'];

/**
 * One copy of the server as an operator runs it: its own process, port and folder, the shared database (PGlite in
 * its folder when `databaseUrl` is null). `nodeArguments` replace the start from source, e.g. the built server.
 */
export async function startCopy(
  databaseUrl: string | null,
  options: { port?: number; dataDir?: string; environment?: Record<string, string>; nodeArguments?: string[] } = {},
) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'koran-kids-copy-'));
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _testRunnerDatabase, ...inherited } = process.env;
  const process_: ChildProcess = spawn(process.execPath, options.nodeArguments ?? FROM_SOURCE, {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      WEB_DIST: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_SECONDS: '0',
      ...options.environment,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Two copies migrating and importing on a busy machine can take a minute or more.
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (process_.exitCode !== null) throw new Error(`copy on ${port} stopped with ${process_.exitCode}`);
    if (attempt === 600) {
      process_.kill('SIGKILL');
      throw new Error(`copy on ${port} not ready after 150 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exited = new Promise<number | null>((resolve) => process_.once('exit', (code) => resolve(code)));
  return {
    origin,
    port,
    dataDir,
    process: process_,
    exited,
    /** SIGTERM (drain, then exit) or SIGKILL (gone at once, as a crash). */
    stop: async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM', keepFolder = false) => {
      if (process_.exitCode === null && process_.signalCode === null) process_.kill(signal);
      await exited;
      if (!keepFolder) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Copy = Awaited<ReturnType<typeof startCopy>>;

/**
 * Two copies started at the same moment, as an operator's containers are. When one does not come up the other is
 * stopped before the error is thrown: a copy left running kept a whole test run from ending.
 */
export async function startTwoCopies(databaseUrl: string | null, options: Parameters<typeof startCopy>[1] = {}) {
  const started = await Promise.allSettled([startCopy(databaseUrl, options), startCopy(databaseUrl, options)]);
  const [first, second] = started;
  if (first?.status === 'fulfilled' && second?.status === 'fulfilled')
    return [first.value, second.value] as [Copy, Copy];
  await Promise.all(started.map((copy) => (copy.status === 'fulfilled' ? copy.value.stop() : undefined)));
  throw started.find((copy) => copy.status === 'rejected')?.reason;
}
