// The files the staff area takes: checked by the same names and sizes in the browser (before sending) and by the
// API (before storing; it also reads each file's first bytes).

const MEGABYTE = 1024 * 1024;

export const UPLOAD_KINDS = {
  /** A verse recitation named as EveryAyah does: `SSSAAA.mp3`. */
  recitation: { name: /^(\d{3})(\d{3})\.mp3$/i, maxBytes: 15 * MEGABYTE, types: ['mp3'] },
  /** Word timings for the recitations: quran-align's JSON or QUL's segments. */
  timings: { name: /^[\w.-]{1,100}\.json$/i, maxBytes: 10 * MEGABYTE, types: ['text'] },
  /** A verse translation in Tanzil's `sura|aya|text` format. */
  translation: { name: /^[\w.-]{1,100}\.txt$/i, maxBytes: 5 * MEGABYTE, types: ['text'] },
  image: { name: /^[\w.-]{1,100}\.(png|jpe?g|webp)$/i, maxBytes: 5 * MEGABYTE, types: ['png', 'jpeg', 'webp'] },
  /** A worksheet as a PDF, for the library. */
  download: { name: /^[\w.-]{1,100}\.pdf$/i, maxBytes: 20 * MEGABYTE, types: ['pdf'] },
  /** A whole content pack, zipped (packages/content/FORMAT.md). */
  pack: { name: /^[\w.-]{1,100}\.zip$/i, maxBytes: 20 * MEGABYTE, types: ['zip'] },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;
export const isUploadKind = (kind: string): kind is UploadKind => Object.hasOwn(UPLOAD_KINDS, kind);
export const maxMegabytesOf = (kind: UploadKind) => Math.round(UPLOAD_KINDS[kind].maxBytes / MEGABYTE);

/** A file's own name: no folder, no path, nothing a file system reads specially. */
export const isPlainFileName = (name: string) =>
  name.length > 0 && name.length <= 120 && !/[/\\]/.test(name) && !name.includes('..') && !/\p{Cc}/u.test(name);

/** Why a file will be refused before anything of it is sent: its name or its size; null when it may go. */
export function uploadProblem(kind: UploadKind, file: { name: string; size: number }) {
  if (!isPlainFileName(file.name)) return 'bad-name';
  if (!UPLOAD_KINDS[kind].name.test(file.name)) return `wrong-name-${kind}`;
  if (file.size > UPLOAD_KINDS[kind].maxBytes) return 'too-large';
  if (file.size === 0) return 'size-unknown';
  return null;
}
