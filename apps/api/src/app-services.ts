import type { FileStorage } from '@koran-kids/content';
import type { Db } from '@koran-kids/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

/** What every request may use. */
export type AppServices = {
  config: Config;
  db: Db;
  logger: FastifyBaseLogger;
  /** The course files and the children's recordings: `<DATA_DIR>/files` or the S3 bucket. */
  storage: FileStorage;
};
