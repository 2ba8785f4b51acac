import { screen, waitFor, within } from '@testing-library/react';
import { resetSandbox, server } from '@/mocks/node';
import { createRequest, requestById } from '@/mocks/sandbox-create';
import { db } from '@/mocks/shared/db';
import { referenceOf } from '@/mocks/tables/requests/requests';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { RequestDetailsScreen } from './RequestDetailsScreen';

const route = (id: number) => `/clients/my-requests/${id}?requestId=${id}`;
const offersOf = (requestId: number) => db.state.market.offers.filter((offer) => offer.request === requestId);

describe('a request with offers (the client)', () => {
  it('lists the offers cheapest first, compares two, hires one after a confirmation, and the other reads rejected by the system', async () => {
    const id = createRequest({
      client: DEMO.client.email,
      offers: [
        { provider: DEMO.provider.email, price: 120 },
        { provider: DEMO.busyProvider.email, price: 95 },
      ],
    });
    const { user } = await renderApp(<RequestDetailsScreen />, { route: route(id), signInAs: DEMO.client.email });
    const offers = await screen.findByRole('region', { name: 'Offers' });
    const cards = await within(offers).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText(/95/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/120/)).toBeInTheDocument();

    const compare = within(offers).getByRole('button', { name: /Compare 0 offers/ });
    expect(compare).toBeDisabled();
    for (const card of cards) await user.click(within(card).getByRole('checkbox', { name: /^Compare .*'s offer$/ }));
    await user.click(within(offers).getByRole('button', { name: 'Compare 2 offers' }));
    const table = await screen.findByRole('dialog', { name: 'Offers side by side' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => within(row).queryByRole('rowheader')?.textContent),
    ).toEqual(expect.arrayContaining(['Price', 'Rating', 'Reviews', 'Jobs done', 'Proposed date', 'Languages']));
    // Both providers speak Arabic: in the table and in the phone's cards (CSS shows one of the two).
    expect(await within(table).findAllByText(/Arabic/)).toHaveLength(4);
    await user.click(within(table).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(within(cards[1]!).getByRole('button', { name: 'Hire' }));
    const confirm = await screen.findByRole('dialog', { name: /^Hire .* for JOD\s?120\?$/ });
    await user.dblClick(within(confirm).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestById(id).status).toBe('provider_hired');
    expect(offersOf(id).map((offer) => [offer.price, offer.status, offer.rejection_source])).toEqual(
      expect.arrayContaining([
        [120, 'hired', null],
        [95, 'rejected', 'system'],
      ]),
    );
    expect(await within(offers).findByText('Rejected by the system')).toBeInTheDocument();
    expect((await screen.findAllByText('Provider hired')).length).toBeGreaterThan(0);
    const whatsapp = screen.getAllByRole('link', { name: 'Chat on WhatsApp' })[0]!;
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.pathname).toMatch(/^\/9627\d{8}$/);
    expect(href.searchParams.get('text')).toContain(referenceOf(requestById(id)));
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a WhatsApp tap tells the backend once (best effort) and leaves the link as it was', async () => {
    const id = createRequest({ client: DEMO.client.email, offers: [{ provider: DEMO.provider.email, price: 60 }] });
    const contacted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/contacted/')) contacted.push(request.url);
    });
    const { user } = await renderApp(<RequestDetailsScreen />, { route: route(id), signInAs: DEMO.client.email });
    const whatsapp = await screen.findByRole('link', { name: 'Chat on WhatsApp' });
    const href = whatsapp.getAttribute('href');
    whatsapp.addEventListener('click', (event) => event.preventDefault());
    await user.dblClick(whatsapp);
    await waitFor(() => expect(offersOf(id)[0]!.contacted_at).toEqual(expect.any(String)));
    expect(contacted).toHaveLength(1);
    expect(whatsapp).toHaveAttribute('href', href);
    expect(offersOf(id)[0]!.seen_at).toEqual(expect.any(String));
    server.events.removeAllListeners();
  });

  it("opened at #offers (a tap on news about an offer), lands on the offers' heading once they are there", async () => {
    const id = createRequest({ client: DEMO.client.email, offers: [{ provider: DEMO.provider.email, price: 60 }] });
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    await renderApp(<RequestDetailsScreen />, { route: `${route(id)}#offers`, signInAs: DEMO.client.email });
    const offers = await screen.findByRole('region', { name: 'Offers' });
    await within(offers).findByRole('article');
    const heading = within(offers).getByRole('heading', { level: 2, name: 'Offers' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(heading);
    expect(offers).toHaveAttribute('id', 'offers');
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  });

  it("shares the reference in the reader's language with the service's public link, never the address or the phone", async () => {
    const id = createRequest({ client: DEMO.client.email });
    const request = requestById(id);
    const share = vi.fn(async () => undefined);
    const { user } = await renderApp(<RequestDetailsScreen />, {
      route: route(id),
      signInAs: DEMO.client.email,
      language: 'ar',
    });
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await user.click(await screen.findByRole('button', { name: 'مشاركة الرقم المرجعي' }));
    const reference = `\u2066${referenceOf(request)}\u2069`;
    expect(share).toHaveBeenCalledWith({
      title: `الطلب ${reference}`,
      text: `طلبي لخدمة ${screen.getByRole('heading', { level: 1 }).textContent} على خدمة رقمه المرجعي ${reference}. عن هذه الخدمة:`,
      url: `${window.location.origin}/clients/services/${request.sub_service}`,
    });
    const shared = JSON.stringify(share.mock.calls);
    expect(shared).not.toContain(request.address.name);
    expect(shared).not.toContain(DEMO.client.phone);
    Reflect.deleteProperty(navigator, 'share');
  });

  it('marks hired work completed and rates the provider; a missing criterion is refused next to it', async () => {
    const id = createRequest({
      client: DEMO.client.email,
      offers: [{ provider: DEMO.provider.email, price: 40 }],
      hire: DEMO.provider.email,
    });
    const { user } = await renderApp(<RequestDetailsScreen />, { route: route(id), signInAs: DEMO.client.email });
    await user.click(await screen.findByRole('button', { name: 'Mark as completed' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(requestById(id).status).toBe('completed'));

    await user.click(await screen.findByRole('button', { name: 'Rate the provider' }));
    const dialog = await screen.findByRole('dialog');
    const criteria = [
      'Overall quality',
      'Communication',
      'Punctuality',
      'Professionalism',
      'Meeting expectations',
      'Worth the cost',
      'Quality of the work',
    ];
    for (const criterion of criteria)
      await user.click(
        within(within(dialog).getByRole('group', { name: criterion })).getByRole('radio', { name: '4 stars' }),
      );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Tell others about your experience' }),
      'Quick and tidy',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the rating' }));
    const cleanliness = within(dialog).getByRole('group', { name: 'Cleanliness' });
    expect(cleanliness).toHaveAccessibleDescription('Choose from 1 to 5 stars');
    const before = db.state.market.ratings.length;
    await user.click(within(cleanliness).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the rating' }));
    expect(await screen.findByText("Thank you! Your rating is on the provider's profile.")).toBeInTheDocument();
    expect(db.state.market.ratings).toHaveLength(before + 1);
    expect(db.state.market.ratings.at(-1)).toMatchObject({
      request: id,
      scores: { cleanliness: 5, punctuality: 4 },
      experience: 'Quick and tidy',
    });
  });

  it('shows my rating instead of the Rate button when the rated request is opened again', async () => {
    const request = requestById(
      createRequest({
        client: DEMO.client.email,
        offers: [{ provider: DEMO.provider.email, price: 40 }],
        hire: DEMO.provider.email,
      }),
    );
    db.state.market.ratings.push({
      id: 99001,
      request: request.id,
      direction: 'client_to_provider',
      rater: DEMO.client.id,
      rated: DEMO.provider.id,
      scores: { overall_quality: 4, communication: 5 },
      experience: 'Fast and careful',
      created_at: new Date().toISOString(),
    });
    await renderApp(<RequestDetailsScreen />, { route: route(request.id), signInAs: DEMO.client.email });
    const mine = await screen.findByRole('article', { name: 'Your rating' });
    expect(within(mine).getByText('Fast and careful')).toBeInTheDocument();
    expect(within(mine).getByText('Rated 4.5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate the provider' })).not.toBeInTheDocument();
  });

  it('reads every offer of a request with 30 (scenario many-offers), and the 30th can be hired', async () => {
    resetSandbox('many-offers');
    const request = db.state.market.requests.at(-1)!;
    const { user } = await renderApp(<RequestDetailsScreen />, {
      route: route(request.id),
      signInAs: DEMO.client.email,
    });
    const offers = await screen.findByRole('region', { name: 'Offers' });
    const cards = await within(offers).findAllByRole('article');
    expect(cards).toHaveLength(30);
    const last = cards.find((card) => within(card).queryByText('فني رقم 30'))!;
    await user.click(within(last).getByRole('button', { name: 'Hire' }));
    const confirm = await screen.findByRole('dialog', { name: /^Hire فني رقم 30 for JOD\s?130\?$/ });
    await user.click(within(confirm).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(offersOf(request.id).find((offer) => offer.price === 130)?.status).toBe('hired'));
  });

  it('cancels an open request only with a reason, saying what happens to pending offers first', async () => {
    const id = createRequest({
      client: DEMO.client.email,
      images: ['/sandbox/requests/leak-1.jpg'],
      offers: [{ provider: DEMO.provider.email, price: 35 }],
    });
    const { user } = await renderApp(<RequestDetailsScreen />, { route: route(id), signInAs: DEMO.client.email });
    // Its photo opens large in the viewer, and the viewer closes.
    await user.click(await screen.findByRole('img', { name: 'Photo 1 of 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 1' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveAccessibleDescription(/The pending offer will be turned down/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the request' }));
    expect(within(dialog).getByRole('textbox')).toHaveAccessibleDescription('This field is required');
    await user.type(within(dialog).getByRole('textbox'), 'Fixed it myself');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestById(id)).toMatchObject({
      status: 'cancelled',
      status_reason: 'Fixed it myself',
    });
    expect(offersOf(id).every((offer) => offer.status === 'rejected' && offer.rejection_source === 'system')).toBe(
      true,
    );
  });

  it("shows 'No result found' for someone else's request", async () => {
    const theirs = createRequest({ client: DEMO.unverified.email });
    await renderApp(<RequestDetailsScreen />, { route: route(theirs), signInAs: DEMO.client.email });
    expect(await screen.findByRole('heading', { name: 'No result found' })).toBeInTheDocument();
  });
});
