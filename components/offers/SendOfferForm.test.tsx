import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { JobDetailsScreen } from '@/components/jobs/JobDetailsScreen';
import { SUB } from '@/mocks/data/catalogue/catalogue';
import { server } from '@/mocks/node';
import { createRequest } from '@/mocks/sandbox-create';
import { scenarios } from '@/mocks/scenarios';
import { sandboxControl } from '@/mocks/shared/control';
import { db } from '@/mocks/shared/db';
import { moveBalance } from '@/mocks/tables/balance/ledger';
import { forgetHonoredHeaders } from '@/services/api/idempotency-header';
import { STORAGE_KEYS } from '@/store/shared/storage';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';

const route = (id: number) => `/service-providers/job-opportunities/${id}?requestId=${id}`;
const offersOn = (id: number) => db.state.market.offers.filter((offer) => offer.request === id);
/** An open job in the demo provider's services, from another client. */
const newJob = () => createRequest({ client: DEMO.unverified.email, subService: SUB.drainUnclogging });

describe('sending an offer on a job', () => {
  it('refuses 9 and 10,001, reads Arabic-Indic digits, says it is free, and sends it', async () => {
    const job = newJob();
    const { user } = await renderApp(<JobDetailsScreen />, { route: route(job), signInAs: DEMO.provider.email });
    const form = await screen.findByRole('region', { name: 'Send an offer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Drain unclogging' })).toBeInTheDocument();
    expect(
      screen.getByText('The exact address and the client’s phone show once you are hired.'.replace('’', "'")),
    ).toBeInTheDocument();
    expect(await within(form).findByText('Free (4 of 5 left today)')).toBeInTheDocument();

    const price = within(form).getByLabelText('Price (JOD)');
    await user.type(price, '9');
    await user.tab();
    expect(price).toHaveAccessibleDescription(/Minimum allowed is 10/);
    await user.clear(price);
    await user.type(price, '10001');
    // Send with a refused price: focus goes to the price, its message tied to it.
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription(/Maximum allowed is 10,000/);
    expect(offersOn(job)).toEqual([]);
    await user.clear(price);
    await user.type(price, '١٢٠');
    await user.type(within(form).getByLabelText('Details (optional)'), 'Includes the parts');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));

    expect(await screen.findByRole('region', { name: 'Your offer' })).toHaveTextContent('Waiting');
    // The view and focus move up to the confirmation (a phone showed the form's end).
    await waitFor(() => expect(screen.getByText('Your offer was sent. The client is told.')).toHaveFocus());
    expect(offersOn(job).map((offer) => [offer.price, offer.details, offer.paid_with])).toEqual([
      [120, 'Includes the parts', 'free'],
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.offerDraft)).toBeNull();
  });

  it('with no free offer and no balance: says what it costs, that the balance is short, links to add balance, and keeps the draft', async () => {
    db.reset(scenarios['provider-out-of-free-offers']);
    const job = newJob();
    const { user } = await renderApp(<JobDetailsScreen />, { route: route(job), signInAs: DEMO.provider.email });
    const form = await screen.findByRole('region', { name: 'Send an offer' });
    expect(await within(form).findByText(/^\u2066JOD 1\u2069 from your balance$/)).toBeInTheDocument();
    expect(within(form).getByText('all 5 free daily offers used')).toBeInTheDocument();
    expect(
      within(form).getByText('Not opened by the client within 48 hours? It comes back to your balance.'),
    ).toBeInTheDocument();
    expect(within(form).getByText("You don't have enough balance")).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Add balance' })).toHaveAttribute(
      'href',
      '/service-providers/balance',
    );

    await user.type(within(form).getByLabelText('Price (JOD)'), '45');
    const savedDraft = () =>
      JSON.parse(localStorage.getItem(STORAGE_KEYS.offerDraft) ?? '{}') as Record<string, unknown>;
    const refusedKey = savedDraft().idempotencyKey;
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("You don't have enough balance");
    expect(within(form).getAllByRole('link', { name: 'Add balance' })).toHaveLength(2);
    expect(offersOn(job)).toEqual([]);
    await waitFor(() => expect(savedDraft()).toMatchObject({ request: job, price: '45' }));
    // The refusal spent the key: the kept draft carries a new one for the next send.
    await waitFor(() => expect(savedDraft().idempotencyKey).not.toBe(refusedKey));
    expect(savedDraft().idempotencyKey).toEqual(expect.any(String));
  });

  it('asks before the first paid offer of the day: "Not now" sends nothing, "Pay and send" sends; the next does not ask', async () => {
    db.reset(scenarios['provider-paying-from-balance']);
    const [first, second] = [newJob(), newJob()];
    const { user, unmount } = await renderApp(<JobDetailsScreen />, {
      route: route(first),
      signInAs: DEMO.provider.email,
    });
    const form = await screen.findByRole('region', { name: 'Send an offer' });
    expect(await within(form).findByText(/^\u2066JOD 1\u2069 from your balance$/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Price (JOD)'), '60');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pay for this offer?' });
    expect(dialog).toHaveTextContent(
      "Today's free offers are used. This offer takes \u2066JOD 1\u2069 from your balance of \u2066JOD 12.500\u2069. We ask once a day.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(offersOn(first)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    dialog = await screen.findByRole('dialog', { name: 'Pay for this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay and send' }));
    expect(await screen.findByRole('region', { name: 'Your offer' })).toHaveTextContent('Waiting');
    expect(offersOn(first)).toMatchObject([{ price: 60, paid_with: 'balance' }]);
    unmount();

    const next = await renderApp(<JobDetailsScreen />, { route: route(second), signInAs: DEMO.provider.email });
    const again = await screen.findByRole('region', { name: 'Send an offer' });
    await within(again).findByText(/from your balance$/);
    await next.user.type(within(again).getByLabelText('Price (JOD)'), '70');
    await next.user.click(within(again).getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByRole('region', { name: 'Your offer' })).toHaveTextContent('Waiting');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(offersOn(second)).toMatchObject([{ price: 70, paid_with: 'balance' }]);
  });

  it("a tap before the cost is known waits for it: the day's first paid offer still asks", async () => {
    db.reset(scenarios['provider-paying-from-balance']);
    const job = newJob();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The balance answers late (a slow phone after a reload); then the sandbox answers as usual.
    server.use(http.get('*/provider/balance/', () => held.then(() => undefined), { once: true }));
    const { user } = await renderApp(<JobDetailsScreen />, { route: route(job), signInAs: DEMO.provider.email });
    const form = await screen.findByRole('region', { name: 'Send an offer' });
    await user.type(within(form).getByLabelText('Price (JOD)'), '60');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    release();
    const dialog = await screen.findByRole('dialog', { name: 'Pay for this offer?' });
    expect(offersOn(job)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Pay and send' }));
    expect(await screen.findByRole('region', { name: 'Your offer' })).toHaveTextContent('Waiting');
    expect(offersOn(job)).toMatchObject([{ price: 60, paid_with: 'balance' }]);
  });

  it('past the daily spending limit: says so before the tap, and the refusal links to the limit; the draft stays', async () => {
    db.reset(scenarios['provider-paying-from-balance']);
    const omar = db.state.market.providers.find((item) => item.user === DEMO.provider.id)!;
    omar.daily_spend_cap = 1;
    const [first, second] = [newJob(), newJob()];
    const { user, unmount } = await renderApp(<JobDetailsScreen />, {
      route: route(first),
      signInAs: DEMO.provider.email,
    });
    let form = await screen.findByRole('region', { name: 'Send an offer' });
    await within(form).findByText(/from your balance$/);
    await user.type(within(form).getByLabelText('Price (JOD)'), '60');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Pay for this offer?' })).getByRole('button', {
        name: 'Pay and send',
      }),
    );
    await screen.findByRole('region', { name: 'Your offer' });
    unmount();

    const next = await renderApp(<JobDetailsScreen />, { route: route(second), signInAs: DEMO.provider.email });
    form = await screen.findByRole('region', { name: 'Send an offer' });
    expect(
      await within(form).findByText('You reached your daily spending limit of \u2066JOD 1\u2069.'),
    ).toBeInTheDocument();
    await next.user.type(within(form).getByLabelText('Price (JOD)'), '45');
    await next.user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your daily spending limit of 1 JOD is reached');
    expect(within(form).getAllByRole('link', { name: 'Change the limit' })[0]).toHaveAttribute(
      'href',
      '/service-providers/spending-limit',
    );
    expect(within(form).getAllByRole('link', { name: 'Change the limit' })).toHaveLength(2);
    expect(offersOn(second)).toEqual([]);
    expect(within(form).getByLabelText('Price (JOD)')).toHaveValue('45');
  });

  it('shows my pending offer instead of the form, and withdraws it', async () => {
    const job = createRequest({ client: DEMO.client.email, offers: [{ provider: DEMO.provider.email, price: 35 }] });
    const { user } = await renderApp(<JobDetailsScreen />, { route: route(job), signInAs: DEMO.provider.email });
    const mine = await screen.findByRole('region', { name: 'Your offer' });
    expect(screen.queryByRole('region', { name: 'Send an offer' })).not.toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Withdraw the offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the offer' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Your offer' })).getByText('Withdrawn')).toBeInTheDocument(),
    );
    expect(offersOn(job)).toMatchObject([{ status: 'rejected', rejection_source: 'provider' }]);
  });
});

/**
 * A backend that sends only what the spec documents (the minimal profile), here with the balance's
 * `free_offers_left` but none of our designed fields (no `credit_after_hours`, `spent_today`, `daily_spend_cap`),
 * and its errors in DRF's shape: the form promises nothing the backend has not said it does.
 */
describe('sending an offer to a backend without our designed fields', () => {
  const SPEC_BALANCE = '*/api/v1/provider/balance/';
  beforeEach(() => {
    db.reset(scenarios['provider-paying-from-balance']);
    sandboxControl.setProfile('minimal');
    // A page that has only met this backend: no answer said it honours Idempotency-Key (its CORS refuses it).
    forgetHonoredHeaders();
  });

  it('says what a paid offer costs, promises no credit back, and asks before every paid offer', async () => {
    server.use(http.get(SPEC_BALANCE, () => HttpResponse.json({ balance: 12.5, free_offers_left: 0 })));
    const [first, second] = [newJob(), newJob()];
    for (const job of [first, second]) {
      const { user, unmount } = await renderApp(<JobDetailsScreen />, {
        route: route(job),
        signInAs: DEMO.provider.email,
      });
      const form = await screen.findByRole('region', { name: 'Send an offer' });
      expect(await within(form).findByText(/^\u2066JOD 1\u2069 from your balance$/)).toBeInTheDocument();
      expect(within(form).queryByText(/comes back to your balance/)).not.toBeInTheDocument();
      await user.type(within(form).getByLabelText('Price (JOD)'), '60');
      await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
      // Without `spent_today` the app cannot tell the day's first paid offer: it asks each time, and says so.
      const dialog = await screen.findByRole('dialog', { name: 'Pay for this offer?' });
      expect(dialog).toHaveTextContent(
        "Today's free offers are used. This offer takes \u2066JOD 1\u2069 from your balance of \u2066JOD 12.500\u2069. We ask before every paid offer.",
      );
      await user.click(within(dialog).getByRole('button', { name: 'Pay and send' }));
      // The job's answer has no `my_offer` here: the form stays, under the confirmation.
      expect(await screen.findByText('Your offer was sent. The client is told.')).toBeInTheDocument();
      unmount();
    }
    expect([...offersOn(first), ...offersOn(second)].map((offer) => offer.paid_with)).toEqual(['balance', 'balance']);
  });

  it.each([
    ['the spending limit, said without its code', () => undefined],
    [
      'the spec’s own "all 5 free daily offers used"',
      () =>
        server.use(
          http.post('*/api/v1/requests/:id/offers/', () =>
            HttpResponse.json({ detail: 'all 5 free daily offers used' }, { status: 402 }),
          ),
        ),
    ],
  ])('a 402 for %s: the message as sent, no "Change the limit", the draft kept', async (_case, answer) => {
    const omar = db.state.market.providers.find((item) => item.user === DEMO.provider.id)!;
    omar.daily_spend_cap = 1;
    moveBalance(omar, 'offer_paid', -1);
    answer();
    const job = newJob();
    const { user } = await renderApp(<JobDetailsScreen />, { route: route(job), signInAs: DEMO.provider.email });
    const form = await screen.findByRole('region', { name: 'Send an offer' });
    await user.type(within(form).getByLabelText('Price (JOD)'), '45');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^(Your daily spending limit of 1 JOD is reached|all 5 free daily offers used)$/,
    );
    expect(within(form).queryByRole('link', { name: 'Change the limit' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('link', { name: 'Add balance' })).not.toBeInTheDocument();
    expect(offersOn(job)).toEqual([]);
    expect(within(form).getByLabelText('Price (JOD)')).toHaveValue('45');
  });
});
