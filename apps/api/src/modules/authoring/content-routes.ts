import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ContentPackError,
  exportContentPack,
  type FileStorage,
  importContentPack,
  unzipContentPack,
  zipContentPack,
} from '@koran-kids/content';
import { isUploadKind, maxMegabytesOf, UPLOAD_KINDS, type UploadKind } from '@koran-kids/input/forms/uploads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { routeGuard } from '../../route-guard.ts';
import { recordStaffChange } from '../../staff/audit.ts';
import { authoredCourseId } from '../../staff/course.ts';
import { announcedSize, isIncompleteBody, readWhole, takeRawBodies, withHead } from '../../upload-body.ts';
import { courseSlugOf, publisherOf } from './authoring.service.ts';
import {
  attachUpload,
  checkedName,
  type Query,
  queryText,
  refuse,
  UploadRefused,
  uploadTarget,
} from './content-checks.ts';
import { fileTypeOf, importDutchTranslation, importTimings } from './content-files.service.ts';
import { registerContentUploads } from './content-uploads-route.ts';
import { mp3DurationMs } from './recitation-audio.ts';

/** Content files and packs are for administrators. */
const administrators = routeGuard({ scope: 'administrator' });

/** Enough of a file's start to tell its type. */
const HEAD_BYTES = 16;

/** The size the request announces, refused before a byte is read when it is missing or too large. */
function checkedSize(request: FastifyRequest, kind: UploadKind) {
  const size = announcedSize(request, UPLOAD_KINDS[kind].maxBytes);
  if (typeof size === 'number') return size;
  return refuse(size.status, size.code, size.code === 'too-large' ? { maxMegabytes: maxMegabytesOf(kind) } : undefined);
}

function answerRefusal(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof UploadRefused) {
    const { status, code, details } = error.refusal;
    return reply.code(status).send({ error: code, ...details });
  }
  if (error instanceof ContentPackError) {
    const { code, file, line, params } = error;
    return reply.code(422).send({ error: 'pack-refused', code, file, line, params });
  }
  // A body that ended early, ran long, or whose sender went away: nothing of it was kept.
  if (isIncompleteBody(request, error)) {
    return reply.code(400).send({ error: 'incomplete' });
  }
  throw error;
}

/** Stores a checked upload under a fresh key; the caller attaches it, or the file is removed again. */
async function storeUpload(
  storage: FileStorage,
  folder: string,
  name: string,
  body: AsyncIterable<Uint8Array>,
  size: number,
) {
  const key = `${folder}/${randomUUID()}/${name.toLowerCase()}`;
  await storage.putStream(key, body, size);
  return key;
}

/** What the refused file's first bytes are, for a message that says what was sent. */
async function checkedBody(request: FastifyRequest, kind: UploadKind) {
  const { head, body } = await withHead(request.raw, HEAD_BYTES);
  const type = fileTypeOf(head);
  if (!type || !(UPLOAD_KINDS[kind].types as readonly string[]).includes(type)) {
    return refuse(415, `wrong-type-${kind}`);
  }
  return body;
}

/** A recitation is read whole (at most 15 MB) and decoded: a file that only looks like an mp3 is refused. */
async function realAudioDuration(body: AsyncIterable<Uint8Array>, size: number) {
  const bytes = await readWhole(body, size);
  const ms = (await mp3DurationMs(bytes)) ?? refuse(415, 'not-audio');
  async function* again() {
    yield bytes;
  }
  return { ms, bytes: again() };
}

async function receiveFile(
  request: FastifyRequest<{ Params: { kind: string }; Querystring: Query }>,
  services: AppServices,
  storage: FileStorage,
  actor: { userId: string },
) {
  const { kind } = request.params;
  if (!isUploadKind(kind) || kind === 'pack') return refuse(404, 'no-such-kind');
  const name = checkedName(request.query, kind);
  const size = checkedSize(request, kind);
  const target = await uploadTarget(services, kind, name, request.query);
  const body = await checkedBody(request, kind);
  if (kind === 'translation' || kind === 'timings') {
    const text = (await readWhole(body, size)).toString('utf8');
    const imported =
      kind === 'translation'
        ? await importDutchTranslation(services.db, actor, { name, text })
        : await importTimings(services.db, actor, { name, text });
    return { kind, name, ...imported };
  }
  const durationMs = kind === 'recitation' ? await realAudioDuration(body, size) : undefined;
  const stored = durationMs === undefined ? body : durationMs.bytes;
  const key = await storeUpload(storage, `${kind}s`, name, stored, size);
  try {
    const upload = { kind, name, key, size, target, durationMs: durationMs?.ms };
    return { kind, name, ...(await attachUpload(services, actor, upload)) };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** Imports an uploaded pack as the command line does, and answers with the same report. */
async function receivePack(
  request: FastifyRequest<{ Querystring: Query }>,
  services: AppServices,
  storage: FileStorage,
  actor: { userId: string },
) {
  checkedName(request.query, 'pack');
  const size = checkedSize(request, 'pack');
  const { head, body } = await withHead(request.raw, HEAD_BYTES);
  if (fileTypeOf(head) !== 'zip') return refuse(415, 'wrong-type-pack');
  const bytes = await readWhole(body, size);
  const folder = await mkdtemp(join(tmpdir(), 'koran-kids-pack-'));
  try {
    await unzipContentPack(bytes, folder);
    const report: string[] = [];
    const courseSlug = await courseSlugOf(services.db, await authoredCourseId(services.db));
    const summary = await importContentPack(services.db, storage, folder, {
      includeFamilies: false,
      courseSlug,
      publisher: await publisherOf(services.db, actor.userId),
      report: (line) => report.push(line),
    });
    await recordStaffChange(services.db, actor, 'import-pack', `course:${summary.courseId}`, {
      file: queryText(request.query, 'name'),
      lessons: summary.lessons,
    });
    return { report, lessons: summary.lessons, verses: summary.verses };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The staff area's content files, for administrators: `PUT /staff/content/files/{kind}?name=…` (one file as the
 * body, checked by name, announced size and first bytes before anything is stored), `PUT /staff/content/pack?name=…`
 * (a zipped content pack, imported whole or not at all) and `GET /staff/content/pack.zip` (the course as a pack).
 */
export function registerContentRoutes(app: FastifyInstance, services: AppServices, storage: FileStorage) {
  registerContentUploads(app, services, storage);
  void app.register(async (scope) => {
    // Uploads arrive as the raw body and are read as a stream: never parsed, never held whole by Fastify.
    takeRawBodies(scope, ['application/octet-stream', 'application/zip']);

    scope.put<{ Params: { kind: string }; Querystring: Query }>(
      '/staff/content/files/:kind',
      administrators.options,
      async (request, reply) => {
        try {
          const actor = { userId: administrators.passed(request).viewer.userId };
          return reply.send(await receiveFile(request, services, storage, actor));
        } catch (error) {
          return answerRefusal(request, reply, error);
        }
      },
    );

    scope.put<{ Querystring: Query }>('/staff/content/pack', administrators.options, async (request, reply) => {
      try {
        const actor = { userId: administrators.passed(request).viewer.userId };
        return reply.send(await receivePack(request, services, storage, actor));
      } catch (error) {
        return answerRefusal(request, reply, error);
      }
    });

    scope.get('/staff/content/pack.zip', administrators.options, async (_request, reply) => {
      const courseId = await authoredCourseId(services.db);
      const zip = zipContentPack(await exportContentPack(services.db, courseId));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="koran-kids-pack-${day}.zip"`)
        .send(Buffer.from(zip));
    });
  });
}
