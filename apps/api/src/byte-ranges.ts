import type { FileStorage } from '@koran-kids/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';

/** A stored file as HTTP describes it before its bytes are read. */
export type FileVersion = { size: number; etag: string; lastModified?: Date | undefined };
/** Byte positions, both inclusive (as in `Content-Range`). */
export type ByteRange = { start: number; end: number };

export type RangeChoice = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/** `If-Range` holds when it names this very version: the same strong ETag, or exactly its modification time. */
function isSameVersion(ifRange: string, file: FileVersion) {
  const asked = ifRange.trim();
  if (asked.startsWith('"') || asked.startsWith('W/')) return asked === file.etag && !asked.startsWith('W/');
  const date = Date.parse(asked);
  return (
    file.lastModified !== undefined &&
    !Number.isNaN(date) &&
    date === Math.floor(file.lastModified.getTime() / 1000) * 1000
  );
}

/**
 * What a GET asks of a file (RFC 9110 §14): the whole file without `Range` or when `If-Range` names another version;
 * one byte range; or nothing it can have (416). Several ranges get the whole file, as the RFC allows: media
 * players ask for one.
 */
export function rangeChoice(request: FastifyRequest, file: FileVersion): RangeChoice {
  const header = request.headers.range;
  if (!header) return { kind: 'whole' };
  const ifRange = request.headers['if-range'];
  if (typeof ifRange === 'string' && !isSameVersion(ifRange, file)) return { kind: 'whole' };
  const ranges = parseRange(file.size, header, { combine: true });
  if (ranges === -2) return { kind: 'whole' };
  if (ranges === -1) return { kind: 'unsatisfiable' };
  const [range] = ranges;
  if (ranges.type !== 'bytes' || ranges.length !== 1 || !range) return { kind: 'whole' };
  return { kind: 'part', range };
}

/**
 * Answers with the chosen bytes of a file: 200 with all of them, 206 with `Content-Range`, or 416 naming the size.
 * `read` is asked only for the bytes that are sent.
 */
export async function sendFileRange<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileVersion,
  read: (range: ByteRange | null) => Promise<T>,
) {
  const choice = rangeChoice(request, file);
  reply.header('accept-ranges', 'bytes').header('etag', file.etag);
  if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
  if (choice.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .type('application/json; charset=utf-8')
      .header('content-range', `bytes */${file.size}`)
      .send({ error: 'range not satisfiable' });
  }
  if (choice.kind === 'whole') return reply.header('content-length', file.size).send(await read(null));
  const { start, end } = choice.range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${file.size}`)
    .header('content-length', end - start + 1)
    .send(await read(choice.range));
}

/**
 * Answers with a file of the storage (course files, recordings): all of it or the range asked, the store reading only
 * those bytes (a `Range` GET to the bucket). `stored` is its `stat`, read before the headers were chosen.
 */
export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  stored: FileVersion,
) {
  return sendFileRange(request, reply, stored, async (range) => {
    const opened = await storage.open(key, range ?? undefined);
    if (!opened) throw new Error(`${key} went missing while it was sent`);
    return opened.stream;
  });
}
