import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerBusy, isBusyError } from './overload.ts';

/** C0 and C1 control characters and DEL: never part of an address, or of a form field a person filled in. */
const CONTROL_CHARACTER = /\p{Cc}/u;

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/** A request from this machine, by the connection's own address, never X-Forwarded-For (which anyone can write). */
export const isThisMachine = (request: FastifyRequest) =>
  ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');

const statusText = (status: number) => STATUS_CODES[status] ?? 'Error';

/** The path and each query name and value, decoded as a route reads them; null if one is no valid percent-encoding. */
function decodedUrlParts(url: string): string[] | null {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const parts = [path, ...query.split('&').flatMap((pair) => pair.split('='))];
  try {
    return parts.map((part) => decodeURIComponent(part.replaceAll('+', ' ')));
  } catch {
    return null;
  }
}

/** Whether the request's address holds what no address of this app can: broken percent-encoding, control characters. */
export function isImpossibleUrl(url: string): boolean {
  const parts = decodedUrlParts(url);
  return parts === null || parts.some(hasControlCharacter);
}

/**
 * Refuses impossible addresses before any route reads them: PostgreSQL refuses a NUL in text, so a NUL in a
 * looked-up value would otherwise end in a server error.
 */
export function refuseImpossibleUrls(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isImpossibleUrl(request.url)) return;
    request.log.info('refused an address with control characters or broken percent-encoding');
    return reply.code(400).send({ error: statusText(400), message: 'the address holds characters it cannot hold' });
  });
}

/**
 * Every error answer: the database unable to do the work now is 503 with Retry-After; a server error is logged and answered with a fixed body (its message can hold SQL and the
 * values sent); a refusal keeps only Fastify's own fixed sentence, since other messages may quote the request.
 */
export function answerErrorsWithoutDetails(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isBusyError(error)) {
    request.log.warn({ err: error }, 'busy: the database could not do the work now');
    return answerBusy(reply);
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send({ error: statusText(500) });
  }
  request.log.info({ code: error.code, status }, 'request refused');
  const isFastifySentence = typeof error.code === 'string' && error.code.startsWith('FST_');
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error: statusText(status), ...(isFastifySentence ? { message: error.message } : {}) });
}

/** Fastify's answers before routing (a path it cannot decode, a parameter too long) quote the path: these do not. */
export function answerFrameworkErrorsWithoutDetails(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  return reply.code(status).send({ error: statusText(status), message: 'the address cannot be read' });
}
