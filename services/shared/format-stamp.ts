import { perPlace } from './per-place';
import type { Place } from './place';

const stampFormat = /* @__PURE__ */ perPlace(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }),
);

/** A moment with its time, e.g. "3 Jan 2026, 14:05". */
export function formatStamp(at: number | Date, place: Place): string {
  return stampFormat(place).format(at);
}
