/** The market's clock: quiet hours are read on Jordan's wall clock, whatever the phone's zone (docs/api/marketplace.md "Push"). */
export const QUIET_HOURS_ZONE = 'Asia/Amman';

/** `HH:MM`, 00:00–23:59. */
export const QUIET_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (time: string): number | null => {
  if (!QUIET_TIME_PATTERN.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: QUIET_HOURS_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight in Amman at `now`. */
export function ammanMinutes(now: Date): number {
  const parts = wallClock.formatToParts(now);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * Whether `now` falls in the quiet hours `[start, end)` on Amman's clock. A window may run across
 * midnight (22:00–07:00); `start == end` is no quiet hours at all; a time not `HH:MM` is none either.
 */
export function inQuietHours(now: Date, start: string, end: string): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === null || to === null || from === to) return false;
  const at = ammanMinutes(now);
  return from < to ? at >= from && at < to : at >= from || at < to;
}
