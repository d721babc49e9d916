/** The processes of `npm run bench`: the API server in a process of its own, and the clean-up of everything started. */
import { type ChildProcess, fork } from 'node:child_process';
import type { BenchServerReady, BenchServerStats } from './bench-server.ts';

/** Starts scripts/bench-server.ts; `stop` ends it (and kills it when it does not stop within 5 s). */
export function startApiServer(url: string, dataDir: string, profileDir = process.env.BENCH_PROFILE_DIR) {
  const child: ChildProcess = fork(new URL('./bench-server.ts', import.meta.url), [url, dataDir], {
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
