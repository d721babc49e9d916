/*
 * The revision plan as the device and the server both see it: how long a passage takes, which day it is for a
 * family, and what of the due passages fits a day's minutes. The device plans its own day (offline too, by its own
 * clock); the server plans nothing, it keeps each passage's memory (apps/api/src/modules/revision).
 */

/** Where families are: a day starts at midnight in the Netherlands. */
const FAMILY_TIME_ZONE = 'Europe/Amsterdam';
// Read by its parts: a locale's pattern is not the same in every engine (WebKit's `en-CA` writes 11/27/2026).
const dayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: FAMILY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The family's calendar day of a moment, as `YYYY-MM-DD`. */
export function familyDay(at: Date) {
  const parts = Object.fromEntries(dayParts.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The parents' choices: minutes a day at most (5–60), days a week as a goal (1–7). */
export const REVISION_MINUTES = { min: 5, max: 60, default: 10 } as const;
export const REVISION_DAYS = { min: 1, max: 7, default: 5 } as const;

export type DuePassage = {
  due: Date;
  minutes: number;
  /** When the child last revised it (null: only learned). */
  revisedAt: Date | null;
};

/**
 * Today's revision: what the child revised today already, and what is left: the passages due today or before, the
 * longest overdue first, as many as fit the minutes left. A passage longer than all the minutes gets a day of its own
 * once it is the longest overdue.
 */
export function planToday<P extends DuePassage>(passages: readonly P[], minutesPerDay: number, now: Date) {
  const today = familyDay(now);
  const done = passages.filter((passage) => passage.revisedAt && familyDay(passage.revisedAt) === today);
  let minutesLeft = minutesPerDay - done.reduce((sum, passage) => sum + passage.minutes, 0);
  const due = passages
    .filter((passage) => !done.includes(passage) && familyDay(passage.due) <= today)
    .sort((a, b) => a.due.getTime() - b.due.getTime());
  const todo: P[] = [];
  for (const passage of due) {
    if (passage.minutes > minutesLeft) continue;
    todo.push(passage);
    minutesLeft -= passage.minutes;
  }
  // The longest overdue passage, when it is longer than all the minutes, has a day of its own: the first day nothing
  // was revised yet. So a long passage is never left for good behind shorter ones.
  const first = due[0];
  if (done.length === 0 && first && first.minutes > minutesPerDay) return { done, todo: [first] };
  return { done, todo };
}

/** How many of `days` (`YYYY-MM-DD`) fall in the family's week (Monday to Sunday) of `now`. */
export function daysThisWeek(days: readonly string[], now: Date): number {
  const today = familyDay(now);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = familyDay(new Date(Date.parse(`${today}T12:00:00Z`) - weekday * 24 * 60 * 60 * 1000));
  return new Set(days.filter((day) => day >= monday && day <= today)).size;
}

/** About how long a passage's revision takes: saying it from memory, hearing or peeking once, 20 s to start. */
export function revisionMinutes(verseCount: number, recitationMs: number | null): number {
  const hearing = recitationMs ?? verseCount * 10_000;
  return Math.max(1, Math.ceil((20_000 + hearing * 2) / 60_000));
}
