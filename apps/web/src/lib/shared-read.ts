import { ApiError, BusyError } from './graphql-client.ts';

/**
 * How long after a shared read started its parts are taken from it: the page's own queries start at once, the parts
 * it loads after its first screen (their code comes later) within seconds.
 */
const TAKEN_WITHIN_MS = 10_000;

type Started<Answer> = { answer: Promise<Answer>; startedAt: number; taken: Set<keyof Answer> };

/**
 * One request for what several queries show together (a page's first screen), instead of one request each. It
 * starts as the page is asked for, and each query takes its part of the answer once, at its first read; a read
 * later (a refetch), or after the shared one was refused, asks alone with the query's own operation. Nothing of the
 * access rules changes: the server checks each field of the shared operation as it checks it alone.
 */
export function sharedRead<Key, Answer, More extends unknown[] = []>(
  read: (key: Key, ...more: More) => Promise<Answer>,
) {
  const reads = new Map<Key, Started<Answer>>();
  return {
    /** Starts the read of `key`'s page; `more` is what else the read asks by (a lesson's id). */
    start(key: Key, ...more: More) {
      const answer = read(key, ...more);
      answer.catch(() => undefined);
      reads.set(key, { answer, startedAt: Date.now(), taken: new Set() });
    },
    /** The part from the read just started, else `alone()`. */
    partOr<T>(key: Key, part: keyof Answer, pick: (answer: Answer) => NoInfer<T>, alone: () => Promise<T>): Promise<T> {
      const started = reads.get(key);
      if (!started || started.taken.has(part) || Date.now() - started.startedAt > TAKEN_WITHIN_MS) return alone();
      started.taken.add(part);
      // A refusal of one field fails the whole answer: each part asks alone then, and only the refused one fails.
      // Offline, busy or signed out, asking again alone would only fail again.
      const isRefusal = (error: unknown) => error instanceof ApiError && !(error instanceof BusyError);
      return started.answer.then(pick, (error: unknown) => (isRefusal(error) ? alone() : Promise.reject(error)));
    },
  };
}
