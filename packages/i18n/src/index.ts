import enCommon from './locales/en/common.json' with { type: 'json' };
import nlCommon from './locales/nl/common.json' with { type: 'json' };

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Dutch is the default and the fallback (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'nl';
export const NAMESPACES = ['common'] as const;

/** Dutch is the source: its shape types every key, so a key missing in English is a type error too. */
export const resources = {
  nl: { common: nlCommon },
  en: { common: enCommon satisfies typeof nlCommon },
} as const;

export type Resources = (typeof resources)['nl'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
