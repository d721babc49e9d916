import { useTranslation } from 'react-i18next';

/**
 * Dates and numbers in the interface language, one way: every `Intl` formatter is made once per language and
 * options and kept (making one costs far more than using it, and a list formats hundreds of dates).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<Formatter extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => Formatter) {
  const known = formatters.get(key) as Formatter | undefined;
  if (known) return known;
  const made = make();
  formatters.set(key, made);
  return made;
}

export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  kept(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  kept(`number|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (`2026-11-24`) is read at noon in the browser's zone, so no time zone moves it to another day. */
const dateOf = (value: string | Date) =>
  value instanceof Date ? value : new Date(CALENDAR_DAY.test(value) ? `${value}T12:00:00` : value);

export type DateStyle = 'long' | 'medium';

/** The day of a moment or a calendar day: "24 november 2026" (long), "24 nov 2026" (medium). */
export const formatDate = (language: string, value: string | Date, style: DateStyle = 'long') =>
  dateFormat(language, { dateStyle: style }).format(dateOf(value));

/** The hour of a moment: "14:05". */
export const formatTime = (language: string, value: string | Date) =>
  dateFormat(language, { timeStyle: 'short' }).format(dateOf(value));

/** A moment with its day and hour: "24 nov 2026, 14:05". */
export const formatMoment = (language: string, value: string | Date) =>
  dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(dateOf(value));

export const formatNumber = (language: string, value: number, options?: Intl.NumberFormatOptions) =>
  numberFormat(language, options).format(value);

/** The formatters in the interface language of this render. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    date: (value: string | Date, style?: DateStyle) => formatDate(language, value, style),
    time: (value: string | Date) => formatTime(language, value),
    moment: (value: string | Date) => formatMoment(language, value),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(language, value, options),
  };
}
