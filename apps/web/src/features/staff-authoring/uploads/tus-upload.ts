import type { UploadKind } from '@koran-kids/input/forms/uploads';
import { API_VERSION } from '@koran-kids/protocol';
import { type DetailedError, Upload } from 'tus-js-client';
import type { UploadAnswer } from '../components/uploads.tsx';

/** The API's resumable uploads (apps/api/src/modules/staff/content-uploads-route.ts). */
const ENDPOINT = '/staff/content/uploads';

/** Waits between tries after a lost connection or a server error: long enough for a busy server to restart (~3 min). */
const RETRY_DELAYS = [0, 1000, 2000, 3000, 5000, 5000, ...Array<number>(16).fill(10_000)];

/** How long to wait when the server says "too many" without saying how long. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;
/** A set of 6,236 files may meet the limit a few times; a server that never lets it through is told to the staff. */
const MAX_RATE_LIMIT_WAITS = 60;

const statusOf = (error: Error | DetailedError) =>
  'originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0;

/** Waits the server's `Retry-After` (seconds), once it said 429. */
export function retryAfterMs(header: string | undefined) {
  const seconds = Number(header);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS) * 1000;
}

/** The server's JSON refusal (`{error, …}`), or a code of our own when there is none. */
function answerOf(error: Error | DetailedError): UploadAnswer {
  const status = statusOf(error);
  if (status === 0) return { ok: false, code: 'offline', body: {} };
  try {
    const body = JSON.parse(('originalResponse' in error && error.originalResponse?.getBody()) || '{}');
    if (typeof body.error === 'string') return { ok: false, code: body.error, body };
  } catch {
    // not JSON: a proxy's page or tus' own plain text
  }
  return { ok: false, code: 'server-error', body: {} };
}

/**
 * Sends one file with tus: in one request where it can, resumed from where it stopped after a lost connection or a
 * server restart (the upload's address is kept while the page is open), waiting out 429s as the server asks.
 */
export function sendByTus(
  file: { name: string; blob: Blob },
  kind: UploadKind,
  onBytes: (sent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    let waits = 0;
    const upload = new Upload(file.blob, {
      endpoint: ENDPOINT,
      metadata: { kind, name: file.name },
      headers: { 'api-version': API_VERSION },
      uploadDataDuringCreation: true,
      // Blobs out of a zip have no name or date: tus' default fingerprint would mix two files of one size up.
      storeFingerprintForResuming: false,
      retryDelays: RETRY_DELAYS,
      onShouldRetry: (error) => {
        const status = statusOf(error);
        // 429 is waited out below, for as long as the server says; refusals (4xx) are final.
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onProgress: (sent) => onBytes(sent),
      onSuccess: ({ lastResponse }) => {
        onBytes(file.blob.size);
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(lastResponse.getBody() || '{}');
        } catch {
          // an empty answer: taken, nothing to tell
        }
        resolve({ ok: true, body });
      },
      onError: (error) => {
        if (statusOf(error) === 429 && waits < MAX_RATE_LIMIT_WAITS) {
          waits++;
          const header = 'originalResponse' in error ? error.originalResponse?.getHeader('Retry-After') : undefined;
          setTimeout(() => upload.start(), retryAfterMs(header));
          return;
        }
        resolve(answerOf(error));
      },
    });
    upload.start();
  });
}
