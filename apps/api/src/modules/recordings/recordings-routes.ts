import { idParams } from '@koran-kids/input/forms/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { sendStoredFile } from '../../byte-ranges.ts';
import { routeGuard } from '../../route-guard.ts';
import { announcedSize, isIncompleteBody, readWhole, takeRawBodies } from '../../upload-body.ts';
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

/** A recording's body is small (a minute of speech): read whole, refused as soon as it runs past its size. */
async function bodyOf(request: FastifyRequest, size: number) {
  try {
    return await readWhole(request.raw, size);
  } catch (error) {
    if (isIncompleteBody(request, error)) return null;
    throw error;
  }
}

const sending = routeGuard({
  scope: { ownsChild: ({ params }) => params.userChildId },
  params: idParams('userChildId'),
});

async function receiveRecording(
  request: FastifyRequest<{ Params: { userChildId: string }; Querystring: Query }>,
  reply: FastifyReply,
  services: AppServices,
) {
  const childId = request.params.userChildId;
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
  const size = announcedSize(request, RECORDING_LIMITS.maxBytes);
  if (typeof size !== 'number') {
    return refuse(reply, size.status, size.code, { maxKilobytes: RECORDING_LIMITS.maxBytes / 1024 });
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
function hearing(services: AppServices) {
  const childOf = async ({ params }: { params: { recordingId: string } }) =>
    (await recordingToHear(services.db, params.recordingId))?.childId ?? null;
  return routeGuard({
    scope: { $any: [{ familyChild: childOf }, { teacherOfChild: childOf }] },
    params: idParams('recordingId'),
    hidesRefusal: true,
  });
}

/**
 * `PUT /recordings/{userChildId}?lessonId&surah&ayahFrom&ayahTo[&wordFrom&wordTo]&durationMs` (the sound as the
 * body): a child sends its own recitation to the teacher, where its parents allowed it. `GET /recordings/{id}`: the
 * sound, for the child's family and the teacher of its group only.
 */
export function registerRecordingRoutes(app: FastifyInstance, services: AppServices) {
  const heard = hearing(services);
  void app.register(async (scope) => {
    takeRawBodies(scope, ['audio/webm', 'audio/ogg', 'audio/mp4', 'application/octet-stream']);
    scope.put<{ Params: { userChildId: string }; Querystring: Query }>(
      '/recordings/:userChildId',
      sending.options,
      (request, reply) => receiveRecording(request, reply, services),
    );
    scope.get<{ Params: { recordingId: string } }>(
      '/recordings/:recordingId',
      heard.options,
      async (request, reply) => {
        const recording = await recordingToHear(services.db, request.params.recordingId);
        const stored = recording ? await services.storage.stat(recording.key) : null;
        if (!recording || !stored) return reply.code(404).send({ error: 'NOT_FOUND' });
        reply
          .header('content-type', recording.contentType)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff');
        return sendStoredFile(request, reply, services.storage, recording.key, stored);
      },
    );
  });
}
