import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { createRequest, requestById } from '@/mocks/sandbox-create';
import { db } from '@/mocks/shared/db';
import { toOffer } from '@/mocks/tables/offers/offer-response';
import { toDetails, toSummary } from '@/mocks/tables/requests/requests';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { MyRequestsScreen } from './MyRequestsScreen';
import { RequestDetailsScreen } from './RequestDetailsScreen';

/** A request and its offers as a backend ahead of us (a new status) or short of our design (no photo, no name) sends them. */
describe('a request the app reads tolerantly (the client)', () => {
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('a status the app does not know: a neutral "Status unknown" label, no progress, no action on it or its offers', async () => {
    quiet();
    const id = createRequest({
      client: DEMO.client.email,
      offers: [{ provider: DEMO.provider.email, price: 120 }],
    });
    server.use(
      http.get(`*/api/v1/requests/${id}/`, () =>
        HttpResponse.json({ ...toDetails(requestById(id), DEMO.client.id), status: 'on_hold' }),
      ),
    );
    await renderApp(<RequestDetailsScreen />, {
      route: `/clients/my-requests/${id}?requestId=${id}`,
      signInAs: DEMO.client.email,
    });
    expect(await screen.findByText('Status unknown')).toBeInTheDocument();
    const offers = await screen.findByRole('region', { name: 'Offers' });
    const [card] = await within(offers).findAllByRole('article');
    expect(within(card!).getByText(/120/)).toBeInTheDocument();
    for (const name of ['Hire', 'Reject', 'Cancel the request', 'Close the request', 'Mark as completed'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Progress' })).not.toBeInTheDocument();
  });

  it('an offer whose provider has no photo or name: the initial of "Service provider", no jobs-done line', async () => {
    quiet();
    const id = createRequest({ client: DEMO.client.email, offers: [{ provider: DEMO.provider.email, price: 95 }] });
    const [offer] = db.state.market.offers.filter((item) => item.request === id);
    const answer = toOffer(offer!, DEMO.client.id);
    const { display_name: _name, profile_photo: _photo, completed_jobs: _jobs, ...provider } = answer.provider;
    server.use(
      http.get(`*/api/v1/requests/${id}/offers/`, () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [{ ...answer, provider }] }),
      ),
    );
    await renderApp(<RequestDetailsScreen />, {
      route: `/clients/my-requests/${id}?requestId=${id}`,
      signInAs: DEMO.client.email,
    });
    const offers = await screen.findByRole('region', { name: 'Offers' });
    const [card] = await within(offers).findAllByRole('article');
    expect(within(card!).getByRole('link', { name: 'Service provider' })).toBeInTheDocument();
    expect(within(card!).getByText('S', { selector: 'span[aria-hidden="true"]' })).toBeInTheDocument();
    expect(within(card!).queryByText(/jobs? done/i)).not.toBeInTheDocument();
  });

  it('one request the list cannot read is left out, the rest shown', async () => {
    quiet();
    const good = createRequest({ client: DEMO.client.email });
    const { status: _status, ...broken } = toSummary(requestById(good));
    server.use(
      http.get('*/api/v1/requests/', () =>
        HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [{ ...broken, id: 99_999 }, toSummary(requestById(good))],
        }),
      ),
    );
    await renderApp(<MyRequestsScreen />, { route: '/clients/my-requests', signInAs: DEMO.client.email });
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: new RegExp(toSummary(requestById(good)).reference_number) }),
    ).toBeInTheDocument();
  });
});
