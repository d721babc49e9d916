import { fileStorageFor } from '@koran-kids/content';
import { openDatabase } from '@koran-kids/db';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { importContentWhenEmpty } from './seed.ts';
import { buildServer } from './server.ts';

/** How long in-flight requests may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

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
    const force = setTimeout(() => process.exit(1), config.shutdownDelaySeconds * 1000 + SHUTDOWN_GRACE_MS);
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
