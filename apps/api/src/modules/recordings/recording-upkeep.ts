import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import {
  moveRecordingsOutOfDatabase,
  removeExpiredRecordings,
  removeQueuedRecordingFiles,
} from './recording-files.service.ts';

/** How often the retention rule runs (and files of erased profiles left behind by a failed removal go). */
const RETENTION_EVERY_MS = 60 * 60 * 1000;

/**
 * Before the server answers: recordings still held in the database (an installation from before they were files) move
 * to storage. Then, every hour in every copy, the retention rule runs; two copies at once delete nothing twice.
 */
export function keepRecordingFilesInOrder(app: FastifyInstance, { db, storage, config, logger }: AppServices) {
  let timer: NodeJS.Timeout | undefined;
  const runRetention = async () => {
    try {
      const removed = await removeExpiredRecordings(db, storage, config.recordingRetention);
      const leftBehind = await removeQueuedRecordingFiles(db, storage);
      if (removed + leftBehind > 0) logger.info({ removed, leftBehind }, 'recordings past their retention removed');
    } catch (error) {
      logger.error({ err: error }, 'the recordings retention could not run; it tries again within the hour');
    }
  };
  app.addHook('onReady', async () => {
    const moved = await moveRecordingsOutOfDatabase(db, storage);
    if (moved > 0) logger.info({ moved }, 'recordings moved from the database to the file storage');
    await runRetention();
    timer = setInterval(() => void runRetention(), RETENTION_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
