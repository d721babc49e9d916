import { IncompleteFileError } from '@koran-kids/content';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// The one way a route takes a file as its request's body (a child's recording, a staff content file or pack): the
// body is never parsed nor held by Fastify; the size the request announces is checked before a byte is read, and
// reading stops as soon as the body runs past it. tus (content-uploads-route.ts) reads its parts itself.

/** Lets these content types through unread: the route reads the body as a stream. */
export function takeRawBodies(scope: FastifyInstance, contentTypes: readonly string[]) {
  for (const type of contentTypes) scope.addContentTypeParser(type, (_request, _payload, done) => done(null));
}

/** Why an upload's announced size is refused: not given (411) or over the limit (413). */
export type SizeRefusal = { status: 411; code: 'size-unknown' } | { status: 413; code: 'too-large' };

/** The body's size as the request announces it, or why it is refused before anything is read. */
export function announcedSize(request: FastifyRequest, maxBytes: number): number | SizeRefusal {
  const size = Number(request.headers['content-length']);
  if (!Number.isSafeInteger(size) || size <= 0) return { status: 411, code: 'size-unknown' };
  if (size > maxBytes) return { status: 413, code: 'too-large' };
  return size;
}

/** The whole body of the announced size; IncompleteFileError when it ends early or runs long (nothing is kept). */
export async function readWhole(body: AsyncIterable<Uint8Array>, size: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    if (received > size) throw new IncompleteFileError(size, received);
    chunks.push(chunk);
  }
  if (received !== size) throw new IncompleteFileError(size, received);
  return Buffer.concat(chunks);
}

/** Reads the body's first bytes (enough to tell its type), then gives the whole body again as a stream. */
export async function withHead(body: AsyncIterable<Uint8Array>, headBytes: number) {
  const iterator = body[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < headBytes) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.byteLength;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: head.subarray(0, headBytes), body: all() };
}

/** Whether reading failed because the body was not whole: it ended early, ran long, or its sender went away. */
export const isIncompleteBody = (request: FastifyRequest, error: unknown) =>
  error instanceof IncompleteFileError || request.raw.readableAborted || request.raw.destroyed;
