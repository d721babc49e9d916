import type { FileStorage } from '@koran-kids/content';
import { lessons, libraryDownloadsAttachments, verses } from '@koran-kids/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from './app-services.ts';
import { sendStoredFile } from './byte-ranges.ts';
import { routeGuard } from './route-guard.ts';

const imageTypeOf = (key: string) =>
  key.endsWith('.png') ? 'image/png' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';

/** The name and type a stored file is served with, when it is course content (recitation, lesson video, download). */
async function describeFile(services: AppServices, key: string) {
  const [recitation] = await services.db
    .select({ filename: verses.attachmentFilename })
    .from(verses)
    .where(eq(verses.attachmentKey, key))
    .limit(1);
  if (recitation) return { filename: recitation.filename ?? 'recitation.mp3', type: 'audio/mpeg', isDownload: false };
  const [video] = await services.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.videoKey, key)).limit(1);
  if (video) return { filename: 'lesson.mp4', type: 'video/mp4', isDownload: false };
  const [image] = await services.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.image, key)).limit(1);
  if (image) return { filename: key.split('/').at(-1) ?? 'image', type: imageTypeOf(key), isDownload: false };
  const [attachment] = await services.db
    .select({ filename: libraryDownloadsAttachments.filename, type: libraryDownloadsAttachments.fileType })
    .from(libraryDownloadsAttachments)
    .where(eq(libraryDownloadsAttachments.key, key))
    .limit(1);
  return attachment ? { ...attachment, isDownload: true } : null;
}

const courseFiles = routeGuard({ scope: { $any: ['activeFamily', 'administrator'] } });

/**
 * `/files/{key}`: course files, only for signed-in families with an active subscription, and for administrators
 * (who preview lessons before publishing them).
 */
export function registerFileRoutes(app: FastifyInstance, services: AppServices, storage: FileStorage) {
  app.get<{ Params: { '*': string } }>('/files/*', courseFiles.options, async (request, reply) => {
    const key = request.params['*'];
    const file = await describeFile(services, key);
    const stored = file ? await storage.stat(key) : null;
    if (!file || !stored) return reply.code(404).send({ error: 'NOT_FOUND' });
    reply
      .header('content-type', file.type)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff');
    if (file.isDownload)
      reply.header('content-disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`);
    // A recitation is played from a word's start: the player asks for the bytes from there (a range request).
    return sendStoredFile(request, reply, storage, key, stored);
  });
}
