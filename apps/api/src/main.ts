import { fileStorageFor } from '@koran-kids/content';
import { openDatabase } from '@koran-kids/db';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { importContentWhenEmpty } from './seed.ts';
import { buildServer } from './server.ts';

/** After the longest request's time limit, a little longer for the database to close. */
const SHUTDOWN_MARGIN_MS = 5000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.database);
  await database.migrate();
  logger.info({ database: database.kind }, 'database migrated');
  const storage = fileStorageFor(config.s3, config.filesDir);
  // Another copy's import may take a while: the waiting copy's connection has no time limit.
  await database.withoutTimeouts((db) => importContentWhenEmpty(db, storage, config, logger));

  const { app, markShuttingDown } = await buildServer({ config, db: database.db, logger });
  await app.listen({ port: config.port, host: config.host });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    markShuttingDown();
    logger.info({ signal, delaySeconds: config.shutdownDelaySeconds }, 'shutting down: /readyz says 503');
    // Every request has an answer by its time limit; uploads and downloads still running then are cut off.
    const deadlineMs = config.shutdownDelaySeconds * 1000 + config.requestTimeoutMs + SHUTDOWN_MARGIN_MS;
    const force = setTimeout(() => {
      logger.error({ deadlineMs }, 'requests still running at the deadline: stopped anyway');
      process.exit(1);
    }, deadlineMs);
    force.unref();
    // Keep serving while the load balancer notices /readyz, then stop taking connections and drain.
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1000));
    await app.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
