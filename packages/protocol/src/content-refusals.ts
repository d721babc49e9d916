/**
 * Why the staff area refused a content file (word timings, a translation) or a content pack: a stable code with the
 * file, its line where one is known, and what the sentence needs; the web app translates each
 * (staff-content `reasons.<code>`). The command line prints its own English sentence for the same refusal.
 */
export const CONTENT_REFUSAL_CODES = [
  'zip-unreadable',
  'zip-entry-outside',
  'zip-too-many-files',
  'zip-too-large',
  'not-a-pack',
  'file-missing',
  'folder-missing',
  'no-lessons',
  'yaml-syntax',
  'field-missing',
  'field-invalid',
  'used-twice',
  'sequence-taken',
  'letter-missing',
  'attachment-unknown',
  'group-unknown',
  'other-course',
  'timings-not-json',
  'timings-format',
  'timings-too-many',
  'timings-bad-entry',
  'timings-bad-segment',
  'timings-out-of-range',
  'timings-word-count',
  'timings-past-audio',
  'translation-bad-line',
  'translation-empty',
] as const;
export type ContentRefusalCode = (typeof CONTENT_REFUSAL_CODES)[number];
export type ContentRefusalParams = Record<string, string | number>;
