import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage } from '@koran-kids/content';
import { isUploadKind, maxMegabytesOf, UPLOAD_KINDS, type UploadKind } from '@koran-kids/input/forms/uploads';
import { FileStore } from '@tus/file-store';
import { type DataStore, Server, type ServerOptions, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import type { Config } from '../../config.ts';
import { routeGuard } from '../../route-guard.ts';
import { attachUpload, checkedName, refuse, UploadRefused, uploadTarget } from './content-checks.ts';
import { fileTypeOf } from './content-files.service.ts';
import { mp3DurationMs } from './recitation-audio.ts';

/** Where the staff area sends files in parts (the tus protocol): they resume after a lost connection or a restart. */
export const CONTENT_UPLOADS_PATH = '/staff/content/uploads';

const administrators = routeGuard({ scope: 'administrator' });

/** The files tus takes: those stored as they are (translations, timings and packs are read whole, in one request). */
const TUS_KINDS = ['recitation', 'image', 'download'] as const satisfies readonly UploadKind[];
const isTusKind = (kind: string): kind is (typeof TUS_KINDS)[number] => (TUS_KINDS as readonly string[]).includes(kind);
const LARGEST = Math.max(...TUS_KINDS.map((kind) => UPLOAD_KINDS[kind].maxBytes));

/** Half-sent files wait here until their last part: `<DATA_DIR>/uploads`, or the bucket when S3 is configured. */
async function stagingStore(config: Config): Promise<DataStore & Readback> {
  if (!config.s3) {
    const directory = join(config.dataDir, 'uploads');
    const store = new FileStore({ directory });
    // FileStore makes its folder in a callback nobody waits for (a failure there cannot be caught), and a busy
    // thread pool can hold it back past a server that closes at once: a test's data folder was removed under it.
    // This mkdir is queued behind that one on the same pool, so the store is returned once its folder is made.
    await mkdir(directory, { recursive: true });
    return store;
  }
  // Loaded only with S3: the AWS client is large.
  const { S3Store } = await import('@tus/s3-store');
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = config.s3;
  return new S3Store({
    s3ClientConfig: { bucket, region, endpoint, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } },
  });
}

/** A refusal as tus sends it: the status and the same JSON body as the one-request route. */
function asTusError(error: unknown) {
  if (!(error instanceof UploadRefused)) return error;
  const { status, code, details } = error.refusal;
  return { status_code: status, body: JSON.stringify({ error: code, ...details }) };
}

type Metadata = Record<string, string | null>;
type TusRequest = Parameters<NonNullable<ServerOptions['onUploadFinish']>>[0];

/** The kind and name a file was announced with, checked as the one-request route checks them. */
function announced(metadata: Metadata | undefined) {
  const kind = metadata?.kind ?? '';
  if (!isUploadKind(kind) || !isTusKind(kind)) return refuse(404, 'no-such-kind');
  return { kind, name: checkedName(metadata ?? {}, kind) };
}

/** The file and S3 stores both read a staged file back as a stream (not part of tus' DataStore type). */
type Readback = { read(id: string): AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>> };

async function stagedBytes(datastore: DataStore & Readback, id: string) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of await datastore.read(id)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A whole staged file: checked as the one-request route does, real audio for a recitation, then stored and attached. */
async function receiveStaged(
  services: AppServices,
  storage: FileStorage,
  actor: { userId: string },
  staged: { upload: Upload; bytes: Buffer },
) {
  const { kind, name } = announced(staged.upload.metadata);
  const target = await uploadTarget(services, kind, name, staged.upload.metadata ?? {});
  const type = fileTypeOf(staged.bytes.subarray(0, 16));
  if (!type || !(UPLOAD_KINDS[kind].types as readonly string[]).includes(type)) refuse(415, `wrong-type-${kind}`);
  const durationMs =
    kind === 'recitation' ? ((await mp3DurationMs(staged.bytes)) ?? refuse(415, 'not-audio')) : undefined;
  const key = `${kind}s/${randomUUID()}/${name.toLowerCase()}`;
  await storage.put(key, staged.bytes);
  try {
    const size = staged.bytes.byteLength;
    return { kind, name, ...(await attachUpload(services, actor, { kind, name, key, size, target, durationMs })) };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/**
 * `/staff/content/uploads` for administrators: a tus server (creation, creation-with-upload, termination). A file is
 * checked by name, size and target when announced, and whole (type, real audio) once its last byte is in; then it is
 * stored and attached as by `PUT /staff/content/files/{kind}`, and its staged copy removed, taken or refused.
 */
export function registerContentUploads(app: FastifyInstance, services: AppServices, storage: FileStorage) {
  const actors = new WeakMap<object, { userId: string }>();
  const actorOf = (request: TusRequest) => {
    const raw = request.runtime?.node?.req;
    return (raw && actors.get(raw)) ?? refuse(401, 'not-signed-in');
  };

  void app.register(async (scope) => {
    const datastore = await stagingStore(services.config);
    const tus = new Server({
      path: CONTENT_UPLOADS_PATH,
      datastore,
      relativeLocation: true,
      maxSize: LARGEST,
      async onUploadCreate(_request, upload) {
        try {
          const { kind, name } = announced(upload.metadata);
          if (upload.size === undefined) return refuse(411, 'size-unknown');
          if (upload.size > UPLOAD_KINDS[kind].maxBytes) {
            return refuse(413, 'too-large', { maxMegabytes: maxMegabytesOf(kind) });
          }
          await uploadTarget(services, kind, name, upload.metadata ?? {});
          return {};
        } catch (error) {
          throw asTusError(error);
        }
      },
      async onUploadFinish(request, upload) {
        try {
          const bytes = await stagedBytes(datastore, upload.id);
          const answer = await receiveStaged(services, storage, actorOf(request), { upload, bytes });
          // A PATCH's 204 carries no body; the creating POST keeps its 201 (the client needs its Location).
          return { status_code: request.method === 'PATCH' ? 200 : undefined, body: JSON.stringify(answer) };
        } catch (error) {
          throw asTusError(error);
        } finally {
          // Taken or refused, the staged copy goes: a client that tries again starts a new upload.
          await datastore.remove(upload.id).catch(() => undefined);
        }
      },
    });

    // tus reads the body itself, as it arrives.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      actors.set(request.raw, { userId: administrators.passed(request).viewer.userId });
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    const methods = ['POST', 'PATCH', 'HEAD', 'DELETE'];
    scope.route({ method: methods, url: CONTENT_UPLOADS_PATH, ...administrators.options, handler: handle });
    scope.route({ method: methods, url: `${CONTENT_UPLOADS_PATH}/:id`, ...administrators.options, handler: handle });
  });
}
