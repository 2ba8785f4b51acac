import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { resetSandbox } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { ScheduleScreen } from './ScheduleScreen';
import { WorkLocationScreen } from './WorkLocationScreen';

const SCHEDULE = '/service-providers/scheduled-works';
const workRoute = (id: number) => `${SCHEDULE}/${id}?requestId=${id}`;

/** Omar's hired works as the sandbox holds them. */
const hiredRequests = () =>
  db.state.market.offers
    .filter((offer) => offer.provider === DEMO.provider.id && offer.status === 'hired')
    .map((offer) => db.state.market.requests.find((request) => request.id === offer.request)!);

/** Omar rated the client on a request (as the rating call would have stored it). */
function providerRated(requestId: number): void {
  db.state.market.ratings.push({
    id: 99100 + requestId,
    request: requestId,
    direction: 'provider_to_client',
    rater: DEMO.provider.id,
    rated: DEMO.client.id,
    scores: { payment_timing: 5, respect_and_professionalism: 4, clarity_of_requirements: 4 },
    experience: 'Clear and kind',
    created_at: new Date().toISOString(),
  });
}

describe('my scheduled works', () => {
  it('lists every hired work past the first page (scenario many-scheduled-works)', async () => {
    resetSandbox('many-scheduled-works');
    const total = hiredRequests().filter((request) => request.status === 'provider_hired').length;
    expect(total).toBeGreaterThan(25);
    await renderApp(<ScheduleScreen />, { route: SCHEDULE, signInAs: DEMO.provider.email });
    const agenda = await screen.findByRole('region', { name: 'Coming works' });
    expect(within(agenda).getAllByRole('link')).toHaveLength(total);
  });

  it('keeps completed works in their tab, "Rate the client" until rated, then my rating', async () => {
    const [done, rated] = hiredRequests();
    for (const request of [done!, rated!]) request.status = 'completed';
    providerRated(rated!.id);
    await renderApp(<ScheduleScreen />, { route: `${SCHEDULE}?tab=completed`, signInAs: DEMO.provider.email });
    expect(await screen.findByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
    const links = await screen.findAllByRole('link', { name: /Rate the client|Rated/ });
    const linkOf = (id: number) => links.find((link) => link.getAttribute('href') === `${SCHEDULE}/${id}`)!;
    expect(linkOf(done!.id)).toHaveTextContent('Rate the client');
    expect(linkOf(rated!.id)).toHaveTextContent(/Rated.*4\.3/);
  });
});

describe('a work (service delivery location)', () => {
  it('shows my rating of the client instead of the Rate button, and goes back to the completed works', async () => {
    const [request] = hiredRequests();
    request!.status = 'completed';
    providerRated(request!.id);
    await renderApp(<WorkLocationScreen />, { route: workRoute(request!.id), signInAs: DEMO.provider.email });
    const mine = await screen.findByRole('article', { name: 'Your rating' });
    expect(within(mine).getByText('Clear and kind')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate the client' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'My scheduled works' })).toHaveAttribute(
        'href',
        `${SCHEDULE}?tab=completed`,
      ),
    );
  });
});

/** The calendar files the screen hands to the browser, as text. */
function capturedFiles(): Promise<string>[] {
  const files: Promise<string>[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const reader = new FileReader();
    files.push(new Promise((resolve) => reader.addEventListener('load', () => resolve(String(reader.result)))));
    reader.readAsText(blob as Blob);
    return 'blob:calendar';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}

const eventsOf = (file: string) =>
  new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    day: String(event.getFirstPropertyValue('dtstart')),
    summary: event.getFirstPropertyValue('summary'),
    location: event.getFirstPropertyValue('location'),
    description: String(event.getFirstPropertyValue('description')),
    status: event.getFirstPropertyValue('status'),
  }));

describe('my scheduled works in the phone calendar', () => {
  it('downloads one work with its address, WhatsApp and reference, and all coming works in one file', async () => {
    const files = capturedFiles();
    const hired = hiredRequests().filter((request) => request.status === 'provider_hired');
    const [first] = hired;
    await renderApp(<ScheduleScreen />, { route: SCHEDULE, signInAs: DEMO.provider.email });
    const agenda = await screen.findByRole('region', { name: 'Coming works' });
    const [addOne] = within(agenda).getAllByRole('button', { name: /^Add to calendar: / });
    await userEvent.click(addOne!);
    expect(await screen.findByText(/The calendar file is downloaded/)).toBeInTheDocument();
    const [one] = eventsOf(await files[0]!);
    expect(one).toMatchObject({ uid: `work-${first!.id}@localhost`, status: 'CONFIRMED' });
    expect(one!.location).toBeTruthy();
    expect(one!.description).toMatch(/Reference: JO-\d{4}-\d{6}/);
    expect(one!.description).toContain('https://wa.me/');

    await userEvent.click(screen.getByRole('button', { name: 'Add all coming works' }));
    const all = eventsOf(await files[1]!);
    expect(all.map((event) => event.uid).sort()).toEqual(hired.map((request) => `work-${request.id}@localhost`).sort());
    const note = new RegExp(`The calendar file of ${hired.length} works? is downloaded`);
    expect(await screen.findByText(note)).toBeVisible();
  });

  it('a work cancelled after the hire downloads with the same UID, cancelled, without the address', async () => {
    const files = capturedFiles();
    const [request] = hiredRequests();
    request!.status = 'cancelled';
    await renderApp(<WorkLocationScreen />, { route: workRoute(request!.id), signInAs: DEMO.provider.email });
    await userEvent.click(await screen.findByRole('button', { name: /^Add to calendar/ }));
    const [event] = eventsOf(await files[0]!);
    expect(event).toMatchObject({ uid: `work-${request!.id}@localhost`, status: 'CANCELLED', location: null });
    expect(event!.description).not.toContain('wa.me');
  });
});
