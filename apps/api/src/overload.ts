import { isDatabaseUnavailable } from '@koran-kids/db';
import { SERVER_PATHS } from '@koran-kids/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';

/** What a busy answer asks the browser to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;
const BUSY_MESSAGE = 'the server is busy or cannot reach its database; try again in a moment';

/** The answer to a request this copy cannot do now: 503, when to try again, and the code the web app translates. */
export const busyError = {
  message: BUSY_MESSAGE,
  extensions: { code: 'SERVER_BUSY', http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } } },
} as const;

export function answerBusy(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message: BUSY_MESSAGE, extensions: { code: 'SERVER_BUSY' } }] });
}

/** An error that says "not now" (the database down, too slow, a lock held too long), not "wrong". */
export const isBusyError = isDatabaseUnavailable;

/**
 * The server's own work: the API, sign-in and files. The web app's files, the health checks and the metrics never
 * wait: a scrape must answer most when the server is busiest.
 */
const isCounted = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '/';
  return SERVER_PATHS.test(path) && path !== '/healthz' && path !== '/readyz' && path !== '/metrics';
};

/** How the metrics read the guard: requests worked on now, and the limit. */
export type OverloadWatch = (readInFlight: () => number, limit: number) => void;

/**
 * Load shedding and a time limit per request. At most `maxRequestsInFlight` requests are worked on at once; any
 * more get 503 with Retry-After at once instead of waiting in a queue their browsers give up on. A request that
 * takes longer than `requestTimeoutMs` gets the same answer; its database work ends by the statement time limit.
 */
export function registerOverloadGuards(
  app: FastifyInstance,
  config: Pick<Config, 'requestTimeoutMs' | 'maxRequestsInFlight'>,
  watch?: OverloadWatch,
) {
  let inFlight = 0;
  watch?.(() => inFlight, config.maxRequestsInFlight);
  const finishers = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    if (!isCounted(request)) return;
    if (inFlight >= config.maxRequestsInFlight) {
      request.log.warn({ inFlight }, 'busy: request shed');
      return answerBusy(reply);
    }
    inFlight++;
    // An upload (every PUT here streams a file in) lasts as long as the family's uplink, not our work: not timed.
    const timer =
      request.method === 'PUT'
        ? undefined
        : setTimeout(() => {
            if (reply.sent || reply.raw.headersSent) return;
            request.log.warn({ timeoutMs: config.requestTimeoutMs }, 'busy: request took too long');
            answerBusy(reply);
          }, config.requestTimeoutMs);
    let isCountedNow = true;
    const done = () => {
      if (!isCountedNow) return;
      isCountedNow = false;
      inFlight--;
      clearTimeout(timer);
    };
    finishers.set(request, done);
    // The browser has gone before an answer.
    reply.raw.once('close', done);
  });
  // Once the answer starts, the work is done: a file or an export still streaming out holds no slot and no timer.
  app.addHook('onSend', async (request) => {
    finishers.get(request)?.();
  });
}
