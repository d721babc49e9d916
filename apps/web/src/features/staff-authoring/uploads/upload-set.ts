import { UPLOAD_KINDS, type UploadKind, uploadProblem } from '@koran-kids/input/forms/uploads';
import type { UploadAnswer } from '../components/uploads.tsx';
import { sendByTus } from './tus-upload.ts';
import { type PickedFile, zipEntries } from './zip-entries.ts';

/** Files going at once: enough to hide each request's wait, few enough for a small server. */
export const PARALLEL_UPLOADS = 4;

/** Where a set of files stands: the page reads it a few times a second while it goes. */
export type SetProgress = {
  total: number;
  done: number;
  bytesTotal: number;
  bytesSent: number;
  taken: { name: string; answer: UploadAnswer }[];
  refused: { name: string; answer: UploadAnswer }[];
  isDone: boolean;
};

export const emptyProgress = (): SetProgress => ({
  total: 0,
  done: 0,
  bytesTotal: 0,
  bytesSent: 0,
  taken: [],
  refused: [],
  isDone: false,
});

const isZip = (file: File) => file.name.toLowerCase().endsWith('.zip');

/**
 * Single files and folders first (counted at once), then each zip's files as its worker unpacks them; a file kept back
 * (`leftOut`) is refused there and never counted as one to send, so the progress is that of what really goes.
 */
async function* filesOf(picked: File[], progress: SetProgress, leftOut: LeftOut): AsyncGenerator<PickedFile> {
  const keptBack = (name: string) => {
    const answer = leftOut(name);
    if (answer) progress.refused.push({ name, answer });
    return answer !== null;
  };
  const plain = picked.filter((file) => !isZip(file) && !keptBack(file.name));
  progress.total += plain.length;
  for (const file of plain) yield { name: file.name, blob: file };
  for (const zip of picked.filter(isZip)) {
    for await (const file of zipEntries(zip, (files) => {
      progress.total += files;
    })) {
      if (keptBack(file.name)) progress.total--;
      else yield file;
    }
  }
}

async function sendOne(kind: UploadKind, file: PickedFile, progress: SetProgress): Promise<UploadAnswer> {
  if ('unreadable' in file) return { ok: false, code: 'unreadable', body: {} };
  progress.bytesTotal += file.blob.size;
  const problem = uploadProblem(kind, { name: file.name, size: file.blob.size });
  if (problem) {
    progress.bytesSent += file.blob.size;
    return { ok: false, code: problem, body: {} };
  }
  let sent = 0;
  return sendByTus(file, kind, (now) => {
    progress.bytesSent += now - sent;
    sent = now;
  });
}

/** A file the server would refuse unread, kept back: counted as refused, not as a file to send. */
export type LeftOut = (name: string) => UploadAnswer | null;

export const NOT_IN_COURSE = 'verse-not-in-course';

/**
 * A reciter's file of a verse no lesson has, refused as the server would refuse it: a whole reciter is 6,236 files, a
 * course a few hundred verses. Without the course's verses (not read yet) every file goes and the server decides.
 */
export const outsideTheCourse =
  (verseKeys: ReadonlySet<string> | undefined): LeftOut =>
  (name) => {
    const match = UPLOAD_KINDS.recitation.name.exec(name);
    if (!verseKeys || !match) return null;
    const verse = `${Number(match[1])}:${Number(match[2])}`;
    return verseKeys.has(verse) ? null : { ok: false, code: NOT_IN_COURSE, body: { verse } };
  };

/**
 * Sends a whole set (files, a folder, zips) `PARALLEL_UPLOADS` at a time, every file checked in the browser first
 * (name, size, `leftOut`); `progress` is filled in as they go. Files announced by a zip but not in it never count as
 * done.
 */
export async function sendSet(kind: UploadKind, picked: File[], progress: SetProgress, leftOut: LeftOut) {
  const files = filesOf(picked, progress, leftOut);
  const lane = async () => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      const file = next.value;
      const answer = await sendOne(kind, file, progress);
      (answer.ok ? progress.taken : progress.refused).push({ name: file.name, answer });
      progress.done++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, lane));
  progress.total = progress.done;
  progress.isDone = true;
}
