import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { server } from '@/mocks/node';
import { createRequest, requestById } from '@/mocks/sandbox-create';
import { db } from '@/mocks/shared/db';
import { referenceOf } from '@/mocks/tables/requests/requests';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { OfferScreen } from './OfferScreen';

/** A request of the demo client with one offer of the demo provider: the offer's id and its request. */
function offeredRequest(): { offer: number; request: number } {
  const request = createRequest({ client: DEMO.client.email, offers: [{ provider: DEMO.provider.email, price: 35 }] });
  const offer = db.state.market.offers.find((item) => item.request === request)!;
  return { offer: offer.id, request };
}

const routeOf = (offer: number) => `${paths.offer.getHref(offer)}?offerId=${offer}`;

describe('an offer presented to the client', () => {
  it("shows the provider's offer for my request, with the request's reference", async () => {
    const { offer, request } = offeredRequest();
    await renderApp(<OfferScreen />, { route: routeOf(offer), signInAs: DEMO.client.email });
    expect(await screen.findByRole('heading', { level: 1, name: /^Offer from / })).toBeInTheDocument();
    expect(screen.getByText(referenceOf(requestById(request)))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the request' })).toHaveAttribute(
      'href',
      paths.request.getHref(request),
    );
  });

  it('says an unknown offer was not found, with the way back to my requests', async () => {
    await renderApp(<OfferScreen />, { route: routeOf(987_654), signInAs: DEMO.client.email });
    expect(await screen.findByRole('heading', { name: 'No result found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My requests' })).toHaveAttribute('href', paths.myRequests.getHref());
  });

  it("says when the offer's request did not load, and shows the offer once a retry brings it", async () => {
    const { offer, request } = offeredRequest();
    server.use(
      http.get(`*/api/v1/requests/${request}/`, () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderApp(<OfferScreen />, { route: routeOf(offer), signInAs: DEMO.client.email });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Offer from / })).toBeInTheDocument();
  });
});
