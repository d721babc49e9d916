import { type FileStorage, importContentPack } from '@koran-kids/content';
import type { Db } from '@koran-kids/db';
import { courses } from '@koran-kids/db/schema';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

/** Any number, the same in every copy. */
const IMPORT_LOCK = 724_312;

/** On an empty database, imports the configured content pack (the demo course by default) once. */
export async function importContentWhenEmpty(db: Db, storage: FileStorage, config: Config, logger: FastifyBaseLogger) {
  if (!config.importContentOnEmpty) return;
  // Copies starting together on one database: the first imports, the others wait and find the course.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const [existing] = await tx.select({ id: courses.id }).from(courses).limit(1);
    if (existing) return;
    logger.info({ pack: config.contentPack }, 'empty database: importing the content pack');
    const summary = await importContentPack(tx as unknown as Db, storage, config.contentPack, {
      includeFamilies: config.usesDevelopmentSignIn,
      report: (message) => logger.info(message),
    });
    logger.info(summary, 'content pack imported');
  });
}
