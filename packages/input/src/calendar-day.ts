import { z } from 'zod';

/** YYYY-MM-DD naming a day that exists: no 30 February, no month 13. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day as a zod string; anything else is refused with `date`. */
export const calendarDay = z.string().refine(isCalendarDay, 'date');
