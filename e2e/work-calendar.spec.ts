import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, expectAccessible, test } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arJobs from '../locales/ar/jobs.json';
import enJobs from '../locales/en/jobs.json';
import { DEMO } from '../tests/factories';
import type { Download, Page } from '@playwright/test';

/*
 * A provider's scheduled works into the phone's calendar (issue 44): one work, then all coming works, each
 * downloaded as an iCalendar file at a phone's width, parsed as a calendar would (ical.js).
 */
test.use({ viewport: { width: 375, height: 740 } });

interface Parsed {
  uid: string;
  day: string;
  summary: string;
  location: string | null;
  description: string;
  status: string;
  sequence: number;
}

async function eventsOf(download: Download): Promise<{ raw: string; events: Parsed[] }> {
  const raw = await readFile(await download.path(), 'utf8');
  const events = new ICAL.Component(ICAL.parse(raw)).getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    day: String(event.getFirstPropertyValue('dtstart')),
    summary: String(event.getFirstPropertyValue('summary')),
    location: event.getFirstPropertyValue('location') as string | null,
    description: String(event.getFirstPropertyValue('description')),
    status: String(event.getFirstPropertyValue('status')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
  }));
  return { raw, events };
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test.describe('scheduled works in the phone calendar (issue 44)', () => {
  test('adds one work with its address, WhatsApp and reference, then all coming works in one file', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const j = language === 'ar' ? arJobs : enJobs;
    await signInAt({ page, app, sandbox, language }, paths.scheduledWorks.getHref(), DEMO.provider.email);
    const agenda = page.getByRole('region', { name: j.schedule.agenda });
    const works = agenda.getByRole('listitem');
    await expect(works.first()).toBeVisible();
    const count = await works.count();

    const one = await downloadBy(page, () =>
      agenda
        .getByRole('button', { name: new RegExp(`^${j.calendar.add}`) })
        .first()
        .click(),
    );
    expect(one.suggestedFilename()).toMatch(/^JO-\d{4}-\d{6}\.ics$/);
    const reference = one.suggestedFilename().replace('.ics', '');
    const { raw, events } = await eventsOf(one);
    for (const line of raw.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(raw).not.toMatch(/[^\r]\n/);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toMatch(/^work-\d+@[\w.-]+$/);
    expect(event!.status).toBe('CONFIRMED');
    expect(event!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(event!.location).toBeTruthy();
    expect(event!.description).toContain(`${j.calendar.reference}: ${reference}`);
    expect(event!.description).toMatch(/https:\/\/wa\.me\/\d+\?text=/);
    await expect(page.getByRole('status').filter({ hasText: j.calendar.downloaded })).toBeVisible();
    await expectAccessible(page);

    // The same work again later: the same UID, a SEQUENCE not lower (a calendar replaces the event).
    const all = await downloadBy(page, () => page.getByRole('button', { name: j.calendar.addAll }).click());
    expect(all.suggestedFilename()).toBe('scheduled-works.ics');
    const { events: every } = await eventsOf(all);
    expect(every).toHaveLength(count);
    expect(new Set(every.map((item) => item.uid)).size).toBe(count);
    const again = every.find((item) => item.uid === event!.uid)!;
    expect(again.sequence).toBeGreaterThanOrEqual(event!.sequence);
    await expectAccessible(page);
  });
});
