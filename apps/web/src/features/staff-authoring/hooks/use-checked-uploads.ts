import { maxMegabytesOf, type UploadKind, uploadProblem } from '@koran-kids/input/forms/uploads';
import { useState } from 'react';
import { type UploadAnswer, type UploadRow, useRefusalText, useUploads } from '../components/uploads.tsx';

type PickedFile = { name: string; blob: Blob };

/** What a row says when its file got no answer at all. */
export const failedAnswer: UploadAnswer = { ok: false, code: 'failed', body: {} };

/** Files refused in the browser already (name, size) are listed with their reason and never sent. */
export function useCheckedUploads(kind: UploadKind) {
  const uploads = useUploads(kind);
  const refusal = useRefusalText();
  const [refusedHere, setRefusedHere] = useState<UploadRow[]>([]);
  const start = (files: PickedFile[], query: Record<string, string> = {}) => {
    const problems = files.map((file) => uploadProblem(kind, { name: file.name, size: file.blob.size }));
    setRefusedHere(
      files.flatMap((file, index) => {
        const code = problems[index];
        const body = { maxMegabytes: maxMegabytesOf(kind) };
        return code ? [{ name: file.name, progress: 1, answer: { ok: false, code, body } as UploadAnswer }] : [];
      }),
    );
    return uploads.start(
      files.filter((_, index) => !problems[index]),
      query,
    );
  };
  const rows = [...uploads.rows, ...refusedHere];
  return { ...uploads, rows, start, refusal };
}
