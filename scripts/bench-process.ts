/**
 * What a server process of `npm run bench` (ours, bench-server.ts; the peer, bench-peer/server.ts) does for bench.ts: says
 * its port over IPC once it listens, answers 'stats' with its CPU time and handling times, and stops on 'stop' or
 * when bench.ts goes away. bench-setup.ts starts these processes.
 */

/** What a server tells bench.ts once it listens. */
export type BenchServerReady = { port: number };
/**
 * Its answer to 'stats': the CPU the process has used so far (user and system, ms), and how long it took to
 * answer each request since the last 'stats' (ms, from the request's arrival to the last byte sent).
 */
export type BenchServerStats = {
  cpuMs: number;
  handlingMs: number[];
  /** SQL statements sent since the process started. */
  statements: number;
  /** The most memory the process held (RSS, bytes) since the last 'stats', sampled every 20 ms. */
  peakRssBytes: number;
};

/**
 * Hooks the process to bench.ts: `recordHandling` takes one request's handling time; `listening` says the port and
 * how the server closes, once it listens.
 */
export function connectToBench() {
  const send = process.send?.bind(process);
  if (!send) throw new Error('a bench server is started by scripts/bench.ts');
  let handlingMs: number[] = [];
  let statements = 0;
  let peakRssBytes = 0;
  const sampler = setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, process.memoryUsage.rss());
  }, 20);
  sampler.unref();
  let close = async () => undefined as unknown;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
    if (message === 'stats') {
      const { user, system } = process.cpuUsage();
      const rss = process.memoryUsage.rss();
      const answer: BenchServerStats = {
        cpuMs: (user + system) / 1000,
        handlingMs,
        statements,
        peakRssBytes: Math.max(peakRssBytes, rss),
      };
      handlingMs = [];
      peakRssBytes = rss;
      send(answer);
    }
  });
  process.on('disconnect', () => void stop());
  return {
    recordHandling: (ms: number) => void handlingMs.push(ms),
    countStatement: () => {
      statements++;
    },
    listening: (port: number, closeServer: () => Promise<unknown>) => {
      close = closeServer;
      const ready: BenchServerReady = { port };
      send(ready);
    },
  };
}
