import { type FileStorage, importContentPack } from '@koran-kids/content';
import type { Db } from '@koran-kids/db';
import { courses } from '@koran-kids/db/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

/** On an empty database, imports the configured content pack (the demo course by default) once. */
export async function importContentWhenEmpty(db: Db, storage: FileStorage, config: Config, logger: FastifyBaseLogger) {
  if (!config.importContentOnEmpty) return;
  const [existing] = await db.select({ id: courses.id }).from(courses).limit(1);
  if (existing) return;
  logger.info({ pack: config.contentPack }, 'empty database: importing the content pack');
  const summary = await importContentPack(db, storage, config.contentPack, {
    includeFamilies: config.usesDevelopmentSignIn,
    report: (message) => logger.info(message),
  });
  logger.info(summary, 'content pack imported');
}
