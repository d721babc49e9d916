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
  'staff',
  'staff-teaching',
  'staff-news',
  'staff-families',
  'staff-content',
  'credits',
  'revision',
  'homework',
  'letters',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A guard for "one of these names", as the types above need it for values from outside. */
function isOneOf<Name extends string>(names: readonly Name[]) {
  return (value: unknown): value is Name => typeof value === 'string' && (names as readonly string[]).includes(value);
}

export const isNamespace = isOneOf(NAMESPACES);
export const isLanguage = isOneOf(LANGUAGES);
