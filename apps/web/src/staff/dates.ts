/** Today in the browser's own calendar, as `YYYY-MM-DD`: the day a new announcement or fact is first shown. */
export const today = () => daysFromToday(0);

/** The day `days` after today in the browser's own calendar, as `YYYY-MM-DD`. */
export function daysFromToday(days: number) {
  const now = new Date();
  now.setDate(now.getDate() + days);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
