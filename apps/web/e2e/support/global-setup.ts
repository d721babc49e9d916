import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../../scripts/testing/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The system Chromium, or null where none is installed. */
    chromiumPath: string | null;
    /** The started product, e.g. http://localhost:4123 (null without Chromium). */
    baseUrl: string | null;
  }
}

const repositoryRoot = join(import.meta.dirname, '../../../..');

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

async function waitUntilReady(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server was not ready within 90 s');
}

/** Builds the web app and starts the real server on a fresh data folder, as `npm start` does. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    if (process.env.CI === 'true') throw new Error('CI=true but no Chromium found (apt-get install chromium)');
    console.warn('No Chromium found: end-to-end tests are skipped on this machine.');
    project.provide('chromiumPath', null);
    project.provide('baseUrl', null);
    return;
  }
  // Vitest sets NODE_ENV=test; the product is built as it ships.
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'koran-kids-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SHUTDOWN_DELAY_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(baseUrl, server);
  project.provide('chromiumPath', chromiumPath);
  project.provide('baseUrl', baseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
