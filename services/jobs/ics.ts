/*
 * An iCalendar file (RFC 5545) of all-day events: what a phone's calendar (Android's, iOS's) imports
 * from a downloaded `.ics`. Pure: the caller gives the moment of writing.
 * - Lines end in CRLF and are folded at 75 octets (UTF-8: an Arabic letter is 2 octets, never split).
 * - TEXT values escape backslash, semicolon, comma and line breaks; other control characters are dropped.
 * - A day is a DATE value (floating: the day in the calendar's own zone), ending the next day.
 * - The same UID with a higher SEQUENCE updates the event already imported; STATUS:CANCELLED cancels it.
 */

export interface IcsEvent {
  /** Stable for the thing it describes: a new file for it replaces the event in the calendar. */
  uid: string;
  /** `YYYY-MM-DD`. */
  day: string;
  summary: string;
  description?: string;
  location?: string;
  /** An absolute http(s) URL. */
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

export interface IcsCalendar {
  /** The calendar's name, shown by calendars that import a file as a calendar. */
  name: string;
  events: readonly IcsEvent[];
  /** When the file is written: DTSTAMP and SEQUENCE. */
  now: Date;
}

export const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';

const PRODUCT_ID = '-//Khidma//Scheduled works//EN';
const LINE_OCTETS = 75;
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);

/**
 * The SEQUENCE of a file written at `now`: whole minutes since 2024-01-01 UTC. No answer says when a
 * work last changed, so every later file carries a higher number than any earlier one (a calendar takes
 * it as the newer version, even of an unchanged event, which changes nothing), and it stays an
 * iCalendar INTEGER (under 2^31) for four thousand years.
 */
export function sequenceAt(now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - SEQUENCE_EPOCH) / 60_000));
}

/** A TEXT value escaped (RFC 5545 §3.3.11): `\\`, `\;`, `\,`, `\n`; control characters other than a tab dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

const encoder = new TextEncoder();

/** One content line folded at 75 octets (§3.1): each continuation starts with a space, which counts. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const compactDay = (day: string) => day.replaceAll('-', '');

/** The day after `YYYY-MM-DD` (an all-day event's DTEND is exclusive). */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + 1)).toISOString().slice(0, 10);
}

/** A UTC DATE-TIME: `20260130T081500Z`. */
function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: IcsEvent, stamp: string, sequence: number): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `SEQUENCE:${sequence}`,
    `DTSTART;VALUE=DATE:${compactDay(event.day)}`,
    `DTEND;VALUE=DATE:${compactDay(nextDay(event.day))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A day as iCalendar can hold it. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The file: one VCALENDAR (METHOD:PUBLISH, as a download is), one VEVENT per event with a valid day. */
export function buildIcs({ name, events, now }: IcsCalendar): string {
  const stamp = utcStamp(now);
  const sequence = sequenceAt(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.filter((event) => DAY.test(event.day)).flatMap((event) => eventLines(event, stamp, sequence)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
