import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** The folder of the newest PostgreSQL server binaries on this machine, if any. */
export function findPostgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

const isRoot = process.getuid?.() === 0;
/** initdb and postgres refuse to run as root: run them as the postgres user then. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export type ThrowawayPostgres = {
  url: string;
  /** Shuts the server down cleanly (as a failover or an upgrade does), runs `whileDown`, and starts it again. */
  restart: (whileDown: () => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts a PostgreSQL server in a temporary folder, for tests only; `stop` removes everything. */
export async function startThrowawayPostgres(binaries: string): Promise<ThrowawayPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'koran-kids-pg-'));
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const dataDir = join(folder, 'data');
  const [initCommand, initArgs] = asServerUser(join(binaries, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const serverArgs = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ];
  const startServer = async () => {
    const [command, args] = asServerUser(join(binaries, 'postgres'), serverArgs);
    const server: ChildProcess = spawn(command, args, { stdio: 'ignore' });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    await waitUntilReady(binaries, port);
    // In an object: an async function that returned the promise itself would wait for the exit.
    return { exited };
  };
  // runuser does not pass signals on to postgres: ask pg_ctl, which waits until it is down.
  const stopServer = async (mode: 'fast' | 'immediate', { exited }: { exited: Promise<unknown> }) => {
    const [stopCommand, stopArgs] = asServerUser(join(binaries, 'pg_ctl'), ['-D', dataDir, '-m', mode, 'stop']);
    execFileSync(stopCommand, stopArgs, { stdio: 'ignore' });
    await exited;
  };
  let running = await startServer();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async (whileDown) => {
      await stopServer('fast', running);
      try {
        await whileDown();
      } finally {
        running = await startServer();
      }
    },
    stop: async () => {
      await stopServer('immediate', running);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(binaries: string, port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      execFileSync(join(binaries, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the throwaway PostgreSQL did not start within 10 s');
}
