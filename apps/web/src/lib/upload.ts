import { API_VERSION, ERROR_CODES, type ErrorCode } from '@koran-kids/protocol';

/** What the server answered for one file: what it did with it, or the code of why it refused it. */
export type UploadAnswer =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; code: string; body: Record<string, unknown> };

/** A refusal by the API's route guard (who may call, the address): translated in common as `errors.<code>`. */
export const isProtocolCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/**
 * The one way the web app sends a file as a request's body (a child's recording, a staff content file or pack),
 * reporting how much has gone (XMLHttpRequest: fetch cannot tell an upload's progress). Resolves with the server's
 * answer, never rejects: a lost connection is the code `offline`. The large reciter sets go with tus instead
 * (features/staff/uploads/tus-upload.ts, docs/decisions.md).
 */
export function uploadFile(
  path: string,
  file: Blob,
  query: Record<string, string>,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `${path}?${new URLSearchParams(query)}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('api-version', API_VERSION);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = (request.response ?? {}) as Record<string, unknown>;
      if (request.status >= 200 && request.status < 300) resolve({ ok: true, body });
      else resolve({ ok: false, code: typeof body.error === 'string' ? body.error : 'failed', body });
    };
    request.onerror = () => resolve({ ok: false, code: 'offline', body: {} });
    request.send(file);
  });
}
