import { useTranslation } from 'react-i18next';

/**
 * Dates in the staff pages, in the interface language: `day` for a calendar day (`2026-11-24`, read at noon so no
 * time zone moves it), `moment` for a point in time with its hour, `date` for a point in time's day.
 */
export function useStaffDates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    day: (value: string) => new Date(`${value}T12:00:00`).toLocaleDateString(language, { dateStyle: 'medium' }),
    date: (value: string) => new Date(value).toLocaleDateString(language, { dateStyle: 'medium' }),
    moment: (value: string) => new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

/** Today in the browser's own calendar, as `YYYY-MM-DD`: the day a new announcement or fact is first shown. */
export function today() {
  const now = new Date();
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
