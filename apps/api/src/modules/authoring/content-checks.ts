import { isPlainFileName, UPLOAD_KINDS, type UploadKind } from '@koran-kids/input/forms/uploads';
import type { AppServices } from '../../app-services.ts';
import { hasControlCharacter } from '../../http-input.ts';
import {
  addDownload,
  attachLessonImage,
  attachRecitation,
  lessonInCourse,
  versesRecitedBy,
} from './content-files.service.ts';

// What both ways of uploading a content file (one request, or tus in parts) check and do alike.

/** Why an upload was refused: a stable code the staff area translates, and what it needs to say it. */
export type Refusal = { status: number; code: string; details?: Record<string, string | number | null> };

export class UploadRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
  }
}

export const refuse = (status: number, code: string, details?: Refusal['details']): never => {
  throw new UploadRefused({ status, code, details });
};

export type Query = Record<string, unknown>;
export const queryText = (query: Query, name: string) => {
  const value = query[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** A file's own name, as the upload gives it: no folder, no path, nothing a file system reads specially. */
export function checkedName(query: Query, kind: UploadKind) {
  const name = queryText(query, 'name');
  if (!isPlainFileName(name)) return refuse(400, 'bad-name');
  if (!UPLOAD_KINDS[kind].name.test(name)) return refuse(415, `wrong-name-${kind}`);
  return name;
}

export type Target =
  | { verseIds: number[]; verse: string }
  | { lessonId: number }
  | { title: { nl: string; en: string } }
  | null;

/** Where the file goes, checked before a byte of it is stored. */
export async function uploadTarget(
  services: AppServices,
  kind: UploadKind,
  name: string,
  query: Query,
): Promise<Target> {
  if (kind === 'recitation') {
    const recited = await versesRecitedBy(services.db, name);
    if (recited.verseIds.length === 0) return refuse(422, 'verse-not-in-course', { verse: recited.verse });
    return recited;
  }
  if (kind === 'image') {
    const lessonId = Number(queryText(query, 'lessonId'));
    const lesson = Number.isSafeInteger(lessonId) ? await lessonInCourse(services.db, lessonId) : null;
    return lesson ? { lessonId: lesson.id } : refuse(404, 'no-such-lesson');
  }
  if (kind === 'download') {
    const title = { nl: queryText(query, 'titleNl'), en: queryText(query, 'titleEn') };
    const isTitle = (text: string) => text.length > 0 && text.length <= 120 && !hasControlCharacter(text);
    if (!isTitle(title.nl) || !isTitle(title.en)) return refuse(400, 'titles-required');
    return { title };
  }
  return null;
}

export async function attachUpload(
  services: AppServices,
  actor: { userId: string },
  upload: { kind: UploadKind; name: string; key: string; size: number; target: Target; durationMs?: number },
) {
  const { target } = upload;
  if (target && 'verseIds' in target) {
    const { name, key, durationMs = null } = upload;
    await attachRecitation(services.db, actor, { name, key, verseIds: target.verseIds, durationMs });
    return { verse: target.verse, verses: target.verseIds.length, durationMs };
  }
  if (target && 'lessonId' in target) {
    await attachLessonImage(services.db, actor, { lessonId: target.lessonId, key: upload.key, name: upload.name });
    return { lessonId: target.lessonId };
  }
  if (target && 'title' in target) {
    const downloadId = await addDownload(services.db, actor, { ...upload, title: target.title });
    return { downloadId };
  }
  throw new Error(`no target for ${upload.kind}`);
}
