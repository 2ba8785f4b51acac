/**
 * The marketplace day: free offers, the daily spending limit and "the first paid send today" all count
 * days in Asia/Amman (docs/api/marketplace.md "Designed numbers"), wherever the device or the server is.
 * Jordan keeps UTC+03:00 all year since October 2022, so a day starts at 21:00 UTC.
 */
const AMMAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Amman',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of a moment in Asia/Amman. */
export function marketDay(date: Date): string {
  const parts = Object.fromEntries(AMMAN_DAY.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
