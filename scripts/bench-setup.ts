/**
 * The processes of `npm run bench`: each server (ours, the peer) in a process of its own, kept off the load
 * generator's core on a 2-core machine, and the clean-up of everything started.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BenchServerReady, BenchServerStats } from './bench-process.ts';

/**
 * On a machine with 2 cores, servers run on the first and the load generator (this process) on the second, so that
 * the load is not made with the server's CPU; PostgreSQL is left to the scheduler. Null where that cannot be done.
 */
export const CORES: { servers: string; loadGenerator: string } | null =
  cpus().length === 2 && hasTaskset() ? { servers: '0', loadGenerator: '1' } : null;

function hasTaskset() {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Moves a process and all its threads to `cores` (taskset's list). */
export function pinProcess(pid: number, cores: string) {
  execFileSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });
}

/**
 * Starts a server script (bench-server.ts: ours; bench-peer/server.ts: the peer) with `args`; `stop` ends it (and
 * kills it when it does not stop within 5 s).
 */
export function startBenchServer(
  script: 'bench-server.ts' | 'bench-peer/server.ts',
  args: string[],
  profileDir = process.env.BENCH_PROFILE_DIR,
) {
  const child: ChildProcess = fork(new URL(`./${script}`, import.meta.url), args, {
    // BENCH_PROFILE_DIR=folder writes the server's CPU profile there (open it in Chrome's DevTools);
    // BENCH_NODE_FLAGS='--trace-gc …' passes Node or V8 flags to the server.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Libraries read it too (graphql-js, for one, checks less in production), as in a deployment.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  if (CORES && child.pid) pinProcess(child.pid, CORES.servers);
  const ready = new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as BenchServerReady).port));
    child.once('exit', (code) => reject(new Error(`the API server stopped (exit code ${code}) before it listened`)));
  });
  const stats = () =>
    new Promise<BenchServerStats>((resolve, reject) => {
      if (!isRunning()) return reject(new Error('the API server has stopped'));
      const stopped = (code: number | null) => reject(new Error(`the API server stopped (exit code ${code})`));
      child.once('exit', stopped);
      child.once('message', (message) => {
        child.off('exit', stopped);
        resolve(message as BenchServerStats);
      });
      child.send('stats');
    });
  const stop = async () => {
    if (!isRunning()) return;
    if (child.connected) child.send('stop');
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(force);
  };
  return { ready, stats, stop };
}

const PEER_FOLDER = new URL('./bench-peer/', import.meta.url);

/** The peer's own dependencies (bench-peer/package.json), installed once from its lock file. */
export function installPeer() {
  if (existsSync(new URL('./node_modules/postgraphile/package.json', PEER_FOLDER))) return;
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: fileURLToPath(PEER_FOLDER),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export const peerVersion = () =>
  (
    JSON.parse(readFileSync(new URL('./node_modules/postgraphile/package.json', PEER_FOLDER), 'utf8')) as {
      version: string;
    }
  ).version;

/** Undo steps, run once, last first, each even when one before it failed. */
export class Cleanup {
  private readonly steps: (() => unknown)[] = [];
  private running: Promise<void> | null = null;

  add(step: () => unknown) {
    this.steps.push(step);
  }

  run() {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) {
        try {
          await step();
        } catch (error) {
          console.error('clean-up failed:', error);
        }
      }
    })();
    return this.running;
  }
}
