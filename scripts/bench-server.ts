/**
 * Our API server for `npm run bench`, in a process of its own so that the load generator (bench-load.ts) does not
 * share the server's event loop (as a client elsewhere would not). bench-setup.ts starts it with the database URL and
 * a data folder; bench-process.ts is how it talks with bench.ts.
 */
import { join } from 'node:path';
import { openDatabase } from '@koran-kids/db';
import { freePort } from '@koran-kids/testing/free-port';
import pino from 'pino';
import { loadConfig } from '../apps/api/src/config.ts';
import { buildServer } from '../apps/api/src/server.ts';
import { connectToBench } from './bench-process.ts';

const [url, dataDir] = process.argv.slice(2);
if (!url || !dataDir) throw new Error('scripts/bench-server.ts is started by scripts/bench.ts');

const bench = connectToBench();
// `pglite`: the embedded default in the data folder, as `npm start` keeps it (npm run bench:scale, BENCH_ENGINE).
const isPglite = url === 'pglite';
const database = await openDatabase(
  isPglite
    ? { kind: 'pglite', dataDir: join(dataDir, 'pglite'), onQuery: bench.countStatement }
    : { kind: 'postgres', url, poolSize: 10, onQuery: bench.countStatement },
);
const port = await freePort();
// As deployed: production (only the web app's persisted operations run, no introspection). The bench makes its
// session itself, so the sign-in provider below is never asked (it is discovered on first use).
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PORT: String(port),
  DATA_DIR: dataDir,
  ...(!isPglite && { DATABASE_URL: url }),
  WEB_DIST: join(dataDir, 'no-web'),
  OIDC_ISSUER: 'https://sign-in.invalid/',
  OIDC_CLIENT_ID: 'koran-kids-bench',
  OIDC_CLIENT_SECRET: 'never-used',
  // The benchmark is one session at saturation: measured without the per-session limit.
  RATE_LIMIT_PER_MINUTE: '0',
  // /metrics for bench.ts (and a curl during the run): production answers it only with the token.
  ...(process.env.METRICS_TOKEN && { METRICS_TOKEN: process.env.METRICS_TOKEN }),
});
const { app } = await buildServer({ config, db: database.db, logger: pino({ level: 'silent' }) });
app.addHook('onResponse', async (_request, reply) => bench.recordHandling(reply.elapsedTime));
await app.listen({ port, host: '127.0.0.1' });
bench.listening(port, async () => {
  await app.close();
  await database.close();
});
