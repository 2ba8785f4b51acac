import ICAL from 'ical.js';
import { buildIcs, escapeText, foldLine, sequenceAt, type IcsEvent } from './ics';

const NOW = new Date('2026-11-20T08:15:30.123Z');

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'work-6001@jo.example.com',
  day: '2026-11-30',
  summary: 'Leak repair',
  status: 'CONFIRMED',
  ...overrides,
});

/** The file's VEVENTs as a calendar reads them (ical.js, Mozilla's RFC 5545 parser). */
function parsed(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: vevent.getFirstPropertyValue('uid'),
    start: String(vevent.getFirstPropertyValue('dtstart')),
    end: String(vevent.getFirstPropertyValue('dtend')),
    startIsDate: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).isDate,
    summary: vevent.getFirstPropertyValue('summary'),
    description: vevent.getFirstPropertyValue('description'),
    location: vevent.getFirstPropertyValue('location'),
    status: vevent.getFirstPropertyValue('status'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    stamp: String(vevent.getFirstPropertyValue('dtstamp')),
    url: vevent.getFirstPropertyValue('url'),
  }));
}

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('an iCalendar file of works (RFC 5545)', () => {
  it.each([
    ['plain', 'Leak repair', 'Leak repair'],
    ['comma, semicolon and backslash', 'Pipes, taps; a\\b', 'Pipes\\, taps\\; a\\\\b'],
    ['line breaks of every kind', 'one\r\ntwo\rthree\nfour', 'one\\ntwo\\nthree\\nfour'],
    ['control characters dropped, a tab kept', 'a\u0007b\tc', 'ab\tc'],
    ['Arabic as it is', 'إصلاح تسريب، عبدون', 'إصلاح تسريب، عبدون'],
  ])('escapes TEXT: %s', (_, value, escaped) => {
    expect(escapeText(value)).toBe(escaped);
  });

  it.each([
    ['ASCII', 'DESCRIPTION:'.padEnd(200, 'x')],
    ['Arabic (2 octets a letter)', `LOCATION:${'عبدون، عمّان '.repeat(20)}`],
    ['emoji (4 octets)', `SUMMARY:${'🔧'.repeat(60)}`],
  ])('folds %s at 75 octets, never inside a character, and unfolds to the same line', (_, line) => {
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of lines.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('writes CRLF lines, all-day dates ending the next day, DTSTAMP in UTC and the minute as SEQUENCE', () => {
    const file = buildIcs({ name: 'My works', now: NOW, events: [event({ day: '2026-12-31' })] });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(file).toContain('\r\nVERSION:2.0\r\n');
    expect(file).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261120T081530Z\r\n');
    expect(parsed(file)).toEqual([
      expect.objectContaining({
        uid: 'work-6001@jo.example.com',
        start: '2026-12-31',
        end: '2027-01-01',
        startIsDate: true,
        stamp: '2026-11-20T08:15:30Z',
        sequence: sequenceAt(NOW),
        status: 'CONFIRMED',
      }),
    ]);
  });

  it('round-trips long Arabic text with commas, semicolons and line breaks through a parser', () => {
    const description = `المرجع: JO-2026-006001\nواتساب: https://wa.me/962791234567?text=${'%D9%85'.repeat(40)}`;
    const location = 'شارع الأمير هاشم بن الحسين؛ عمارة ١٢، عبدون, عمّان';
    const file = buildIcs({
      name: 'أعمالي',
      now: NOW,
      events: [event({ summary: 'إصلاح تسريب', description, location, url: 'https://jo.example.com/w/6001' })],
    });
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(parsed(file)).toEqual([
      expect.objectContaining({ summary: 'إصلاح تسريب', description, location, url: 'https://jo.example.com/w/6001' }),
    ]);
  });

  it('a later file of the same work keeps the UID with a higher SEQUENCE; a cancelled one says CANCELLED', () => {
    const first = parsed(buildIcs({ name: 'w', now: NOW, events: [event()] }))[0]!;
    const later = new Date(NOW.getTime() + 60_000);
    const moved = parsed(buildIcs({ name: 'w', now: later, events: [event({ day: '2026-12-02' })] }))[0]!;
    const cancelled = parsed(
      buildIcs({ name: 'w', now: new Date(later.getTime() + 3_600_000), events: [event({ status: 'CANCELLED' })] }),
    )[0]!;
    expect([moved.uid, cancelled.uid]).toEqual([first.uid, first.uid]);
    expect(Number(moved.sequence)).toBeGreaterThan(Number(first.sequence));
    expect(Number(cancelled.sequence)).toBeGreaterThan(Number(moved.sequence));
    expect(moved.start).toBe('2026-12-02');
    expect(cancelled.status).toBe('CANCELLED');
  });

  it('puts every event in one file, and leaves out one without a valid day', () => {
    const file = buildIcs({
      name: 'w',
      now: NOW,
      events: [event(), event({ uid: 'work-6002@x', day: '2026-12-01' }), event({ uid: 'bad', day: 'soon' })],
    });
    expect(parsed(file).map((one) => one.uid)).toEqual(['work-6001@jo.example.com', 'work-6002@x']);
  });

  it('keeps SEQUENCE an iCalendar INTEGER for centuries', () => {
    expect(sequenceAt(new Date('2024-01-01T00:00:00Z'))).toBe(0);
    expect(sequenceAt(new Date('3000-01-01T00:00:00Z'))).toBeLessThan(2 ** 31);
  });
});
