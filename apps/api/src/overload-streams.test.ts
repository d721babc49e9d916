import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerOverloadGuards } from './overload.ts';

const REQUEST_TIMEOUT_MS = 300;
const CHUNKS = 8;
const CHUNK_EVERY_MS = 100;

// A download or an export that streams for longer than the request time limit, on a copy that takes one request at
// a time: the stream must reach its end, and the next request must not be shed for it.
const app = Fastify();

async function* slowly() {
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_EVERY_MS));
    yield `chunk ${chunk}\n`;
  }
}
let origin = '';

beforeAll(async () => {
  registerOverloadGuards(app, { requestTimeoutMs: REQUEST_TIMEOUT_MS, maxRequestsInFlight: 1 });
  app.get('/files/slow', async (_request, reply) => {
    return reply.type('text/plain').send(Readable.from(slowly()));
  });
  app.get('/files/quick', async () => ({ ok: true }));
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
  app.put('/files/upload', async (request) => {
    let bytes = 0;
    for await (const chunk of request.raw) bytes += (chunk as Buffer).length;
    return { bytes };
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

it('lets a stream run past the request time limit to its end, and takes other requests meanwhile', async () => {
  const download = await fetch(`${origin}/files/slow`);
  expect(download.status).toBe(200);
  const body = download.text();

  const meanwhile = await fetch(`${origin}/files/quick`);
  expect(meanwhile.status).toBe(200);

  const text = await body;
  expect(text.trim().split('\n')).toHaveLength(CHUNKS);
  expect(CHUNKS * CHUNK_EVERY_MS).toBeGreaterThan(2 * REQUEST_TIMEOUT_MS);
});

it('takes an upload whose bytes arrive for longer than the request time limit: the family’s uplink is not our work', async () => {
  const upload = await fetch(`${origin}/files/upload`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(Readable.from(slowly())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  expect(upload.status).toBe(200);
  expect(await upload.json()).toEqual({ bytes: CHUNKS * 'chunk 0\n'.length });
});
