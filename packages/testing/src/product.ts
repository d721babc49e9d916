/**
 * The product as `npm start` runs it, and the system Chromium, for the end-to-end tests and `npm run lighthouse`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const repositoryRoot = join(import.meta.dirname, '../../..');

/** Chromium flags that work as root, headless, on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A microphone that plays a test tone, allowed without asking: for the child's own recording.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

/**
 * Chromium's headless shell where installed (apt-get install chromium-headless-shell): the same engine without the
 * browser's window and its work, so the e2e files wait less on a busy machine. Else the browser itself.
 */
export function findHeadlessChromium(): string | null {
  const shell = '/usr/bin/chromium-headless-shell';
  if (!process.env.CHROMIUM_PATH && existsSync(shell)) return shell;
  return findChromium();
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${withinMs / 1000} s`);
}

export type RunningProduct = { baseUrl: string; stop: () => Promise<void> };

/** Starts the server (with the built web app) on a free port, its data in `dataDir`, its log in `logFile`. */
export async function startProduct(options: {
  dataDir: string;
  /** The checkout whose server and built web app run (another version beside this one); this checkout unless told. */
  root?: string;
  logFile: string;
  environment?: Record<string, string>;
  /** os.setPriority's scale, 19 the lowest: a server that should not take CPU from the browser measured beside it. */
  priority?: number;
  /** The port to listen on (a restarted server keeps its address); a free one when not given. */
  port?: number;
  /** How long a start may take (90 s unless told): a first start imports the demo course. */
  readyWithinMs?: number;
}): Promise<RunningProduct> {
  const log = openSync(options.logFile, 'a');
  const port = options.port ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: options.root ?? repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SHUTDOWN_DELAY_SECONDS: '0',
      ...options.environment,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  if (options.priority !== undefined && server.pid !== undefined) setPriority(server.pid, options.priority);
  await waitUntilReady(baseUrl, server, options.readyWithinMs ?? 90_000).catch((error: unknown) => {
    console.error(readFileSync(options.logFile, 'utf8'));
    throw error;
  });
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once('exit', resolve));
  };
  return { baseUrl, stop };
}
