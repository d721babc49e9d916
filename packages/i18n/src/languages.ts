/** What the web app needs at start; the texts themselves load per namespace (`load.ts`). */
export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Dutch is the default and the fallback (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'nl';
export const NAMESPACES = [
  'common',
  'signin',
  'profiles',
  'parent',
  'subscription',
  'lessons',
  'tasks',
  'messages',
  'library',
  'friends',
  'certificate',
  'final-steps',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
