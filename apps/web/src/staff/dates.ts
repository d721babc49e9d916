/** Today in the browser's own calendar, as `YYYY-MM-DD`: the day a new announcement or fact is first shown. */
export function today() {
  const now = new Date();
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
