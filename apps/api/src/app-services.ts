import type { Db } from '@koran-kids/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

/** What every request may use. */
export type AppServices = {
  config: Config;
  db: Db;
  logger: FastifyBaseLogger;
};
