import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { JobDetailsScreen } from '@/components/jobs/JobDetailsScreen';
import { server } from '@/mocks/node';
import { createRequest } from '@/mocks/sandbox-create';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';

const route = (id: number) => `/service-providers/job-opportunities/${id}?requestId=${id}`;

/** A request of the demo client with the demo provider's pending offer at 80 JOD: its id and the offer. */
function jobWithMyOffer() {
  const request = createRequest({ client: DEMO.client.email, offers: [{ provider: DEMO.provider.email, price: 80 }] });
  return { request, offer: db.state.market.offers.find((item) => item.request === request)! };
}

/** Counts the PATCH calls on the offer (a second tap must not send a second one). */
function countPatches(offer: number): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH' && new URL(request.url).pathname.endsWith(`/offers/${offer}/`)) count += 1;
  });
  return () => count;
}

afterEach(() => server.events.removeAllListeners());

describe('changing my pending offer on the job page', () => {
  it('keeps the input through a 500, saves once on a double tap, says it was changed and moves focus there', async () => {
    const { request, offer } = jobWithMyOffer();
    const patches = countPatches(offer.id);
    server.use(
      http.patch(`*/api/v1/offers/${offer.id}/`, () => HttpResponse.json({ detail: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderApp(<JobDetailsScreen />, { route: route(request), signInAs: DEMO.provider.email });
    const card = await screen.findByRole('region', { name: 'Your offer' });
    await user.click(within(card).getByRole('button', { name: 'Change the offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your offer' });
    const price = within(dialog).getByLabelText('Price (JOD)');
    expect(price).toHaveValue('80');
    await user.clear(price);
    await user.type(price, '95');
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(price).toHaveValue('95');
    expect(offer.price).toBe(80);

    const save = within(dialog).getByRole('button', { name: 'Save the changes' });
    await user.dblClick(save);
    const said = await within(card).findByRole('status');
    await waitFor(() => expect(said).toHaveTextContent('Your offer was changed. The client sees the new one.'));
    await waitFor(() => expect(said).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches()).toBe(2); // the failed one, then one for the double tap
    expect([offer.price, offer.previous_price]).toEqual([95, 80]);
    expect(await within(card).findByText(/95/)).toBeInTheDocument();
  });

  it('refuses a price under 10 next to the field and sends nothing; Cancel drops what was typed', async () => {
    const { request, offer } = jobWithMyOffer();
    const patches = countPatches(offer.id);
    const { user } = await renderApp(<JobDetailsScreen />, { route: route(request), signInAs: DEMO.provider.email });
    const card = await screen.findByRole('region', { name: 'Your offer' });
    await user.click(within(card).getByRole('button', { name: 'Change the offer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change your offer' });
    const price = within(dialog).getByLabelText('Price (JOD)');
    await user.clear(price);
    await user.type(price, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(/Minimum allowed is 10/));
    expect(patches()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(card).getByRole('button', { name: 'Change the offer' }));
    dialog = await screen.findByRole('dialog', { name: 'Change your offer' });
    expect(within(dialog).getByLabelText('Price (JOD)')).toHaveValue('80');
  });
});
