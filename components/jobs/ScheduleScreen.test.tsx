import { screen, waitFor, within } from '@testing-library/react';
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
