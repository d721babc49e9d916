import { API_VERSION } from '@koran-kids/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { sendStoredFile } from '../../byte-ranges.ts';
import { loadGroupOfChild, loadStaffGroupIds } from '../../family/staff.ts';
import type { BearerVerifier } from '../../family/viewer.ts';
import { familyOf, resolveViewer } from '../../family/viewer.ts';
import {
  mayRecordToday,
  maySendRecordings,
  RECORDING_LIMITS,
  type RecordingPlace,
  recordingToHear,
  recordingTypeOf,
  saveRecording,
  surahOfPlace,
} from './recordings.service.ts';

type Query = Record<string, unknown>;

const whole = (query: Query, name: string) => {
  const value = Number(query[name]);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
};

/** Where in the lesson the recording is: its lesson, verses and (optionally) words; null when not readable. */
function placeOf(query: Query): Omit<RecordingPlace, 'surahNumber'> | null {
  const [lessonId, ayahFrom, ayahTo] = ['lessonId', 'ayahFrom', 'ayahTo'].map((name) => whole(query, name));
  const wordFrom = query.wordFrom === undefined ? null : whole(query, 'wordFrom');
  const wordTo = query.wordTo === undefined ? null : whole(query, 'wordTo');
  if (!lessonId || !ayahFrom || !ayahTo || ayahTo < ayahFrom) return null;
  if ((query.wordFrom !== undefined && !wordFrom) || (query.wordTo !== undefined && !wordTo)) return null;
  return { lessonId, ayahFrom, ayahTo, wordFrom, wordTo };
}

const refuse = (reply: FastifyReply, status: number, error: string, details: Record<string, number> = {}) =>
  reply.code(status).send({ error, ...details });

/** Reads the whole body (small: a minute of speech), refusing it as soon as it runs past the limit. */
async function bodyOf(request: FastifyRequest, size: number) {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of request.raw) {
    received += (chunk as Buffer).byteLength;
    if (received > size) return null;
    chunks.push(chunk as Buffer);
  }
  return received === size ? Buffer.concat(chunks) : null;
}

async function receiveRecording(
  request: FastifyRequest<{ Params: { userChildId: string }; Querystring: Query }>,
  reply: FastifyReply,
  services: AppServices,
  verifyBearer: BearerVerifier,
) {
  const viewer = await resolveViewer(request, services, verifyBearer);
  if (!viewer) return refuse(reply, 401, 'not-signed-in');
  if (request.headers['api-version'] !== API_VERSION) return refuse(reply, 400, 'api-version-required');
  const childId = request.params.userChildId;
  const family = viewer.actingAs === 'family' ? await familyOf(viewer, services) : null;
  if (!family?.subscription?.isActive || !family.childIds.has(childId)) return refuse(reply, 403, 'not-your-child');
  if (!(await maySendRecordings(services.db, childId))) return refuse(reply, 403, 'recordings-not-allowed');
  const perDay = services.config.recordingsPerChildPerDay;
  if (!(await mayRecordToday(services.db, childId, perDay))) return refuse(reply, 429, 'daily-limit', { max: perDay });
  const place = placeOf(request.query);
  const surahNumber = place ? await surahOfPlace(services.db, place) : null;
  if (!place || surahNumber === null) return refuse(reply, 400, 'bad-place');
  const durationMs = whole(request.query, 'durationMs');
  if (!durationMs || durationMs > RECORDING_LIMITS.maxMs) {
    return refuse(reply, 413, 'too-long', { maxSeconds: RECORDING_LIMITS.maxMs / 1000 });
  }
  const size = Number(request.headers['content-length']);
  if (!Number.isSafeInteger(size) || size <= 0) return refuse(reply, 411, 'size-unknown');
  if (size > RECORDING_LIMITS.maxBytes) {
    return refuse(reply, 413, 'too-large', { maxKilobytes: RECORDING_LIMITS.maxBytes / 1024 });
  }
  const audio = await bodyOf(request, size);
  if (!audio) return refuse(reply, 400, 'incomplete');
  const contentType = recordingTypeOf(audio.subarray(0, 12));
  if (!contentType) return refuse(reply, 415, 'wrong-type');
  const saved = await saveRecording(
    services.db,
    services.storage,
    { ...place, surahNumber, childId, contentType, durationMs, audio },
    perDay,
  );
  if (!saved) return refuse(reply, 429, 'daily-limit', { max: perDay });
  return reply.send({ id: saved.id, sentAt: saved.createdAt });
}

/** Who may hear a recording: the child's own family, the teacher of its group, an administrator. */
async function mayHear(request: FastifyRequest, services: AppServices, verifyBearer: BearerVerifier, childId: string) {
  const viewer = await resolveViewer(request, services, verifyBearer);
  if (!viewer) return false;
  if (viewer.actingAs === 'family') return (await familyOf(viewer, services)).childIds.has(childId);
  if (viewer.staffKind === 'administrator') return true;
  const group = await loadGroupOfChild(services.db, childId);
  return group !== null && (await loadStaffGroupIds(services.db, viewer.userId)).has(String(group));
}

/**
 * `PUT /recordings/{userChildId}?lessonId&surah&ayahFrom&ayahTo[&wordFrom&wordTo]&durationMs` (the sound as the
 * body): a child sends its own recitation to the teacher, where its parents allowed it. `GET /recordings/{id}`: the
 * sound, for the child's family and the teacher of its group only.
 */
export function registerRecordingRoutes(app: FastifyInstance, services: AppServices, verifyBearer: BearerVerifier) {
  void app.register(async (scope) => {
    for (const type of ['audio/webm', 'audio/ogg', 'audio/mp4', 'application/octet-stream']) {
      scope.addContentTypeParser(type, (_request, _payload, done) => done(null));
    }
    scope.put<{ Params: { userChildId: string }; Querystring: Query }>('/recordings/:userChildId', (request, reply) =>
      receiveRecording(request, reply, services, verifyBearer),
    );
    scope.get<{ Params: { recordingId: string } }>('/recordings/:recordingId', async (request, reply) => {
      const recording = await recordingToHear(services.db, request.params.recordingId);
      const mayBeHeard = recording && (await mayHear(request, services, verifyBearer, recording.childId));
      const stored = mayBeHeard ? await services.storage.stat(recording.key) : null;
      if (!recording || !stored) return reply.code(404).send({ error: 'no such recording' });
      reply
        .header('content-type', recording.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return sendStoredFile(request, reply, services.storage, recording.key, stored);
    });
  });
}
