import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { expireSessions } from '@/mocks/tables/auth/sessions';
import { claimDrafts } from '@/store/auth/drafts';
import { clearSession } from '@/store/shared/storage';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { BalanceScreen } from './BalanceScreen';

const route = '/service-providers/balance';

describe('the balance', () => {
  it("shows the balance, today's free offers and the offer cost; refuses a top-up under the minimum; sends a valid one to the payment page", async () => {
    const { user } = await renderApp(<BalanceScreen />, { route, signInAs: DEMO.provider.email });
    expect(await screen.findByTestId('balance-amount')).toHaveTextContent('12.5');
    expect(screen.getByText(/^\d of 5 free offers left today$/)).toBeInTheDocument();
    const amount = await screen.findByLabelText('Amount (JOD)');
    await user.type(amount, '4');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Minimum top-up is 5 JOD');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Minimum top-up is 5 JOD'));
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // The browser then leaves for the payment page (jsdom does not navigate).
    await waitFor(() => expect(db.state.market.payments?.at(-1)).toMatchObject({ amount: 20, status: 'pending' }));
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it.each([
    ['a foreign payment page', 'https://evil.example/sandbox/payment?payment=p1', false],
    ['the sandbox payment page', '/sandbox/payment?payment=p1&return=%2Fservice-providers%2Fbalance', true],
  ])('follows checkout_url only to the configured payment page: %s', async (_case, checkoutUrl, followed) => {
    server.use(
      http.post('*/api/v1/provider/balance/top-up/', () =>
        HttpResponse.json(
          { payment_id: 'p1', amount: 20, status: 'pending', checkout_url: checkoutUrl },
          { status: 201 },
        ),
      ),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    try {
      const { user } = await renderApp(<BalanceScreen />, { route, signInAs: DEMO.provider.email });
      await user.type(await screen.findByLabelText('Amount (JOD)'), '20');
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      if (followed) {
        await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}${checkoutUrl}`));
      } else {
        expect(await screen.findByRole('alert')).toHaveTextContent('The payment page could not be opened safely');
        expect(assign).not.toHaveBeenCalled();
        expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
        expect(screen.getByLabelText('Amount (JOD)')).toHaveValue('20');
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says a paid top-up landed, with the new balance', async () => {
    db.state.market.payments = [
      { id: 'pay_1', provider: DEMO.provider.id, amount: 20, status: 'paid', created_at: new Date().toISOString() },
    ];
    const profile = db.state.market.providers.find((item) => item.user === DEMO.provider.id)!;
    profile.balance = 32.5;
    await renderApp(<BalanceScreen />, { route: `${route}?payment=pay_1&status=paid`, signInAs: DEMO.provider.email });
    const note = (await screen.findByText(/Payment received/)).closest('[role=status]');
    await waitFor(() =>
      expect(note).toHaveTextContent(
        'Payment received. Added: \u2066JOD 20\u2069 Your balance is now \u2066JOD 32.500\u2069',
      ),
    );
  });

  it('says a cancelled payment changed nothing, whatever the URL claims', async () => {
    db.state.market.payments = [
      {
        id: 'pay_2',
        provider: DEMO.provider.id,
        amount: 20,
        status: 'cancelled',
        created_at: new Date().toISOString(),
      },
    ];
    await renderApp(<BalanceScreen />, { route: `${route}?payment=pay_2&status=paid`, signInAs: DEMO.provider.email });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment was cancelled. Nothing was charged and your balance did not change.',
    );
    expect(await screen.findByTestId('balance-amount')).toHaveTextContent('12.5');
  });
});

describe('the top-up when the session ends mid-send', () => {
  const paymentsOf = (who: 'provider') =>
    (db.state.market.payments ?? []).filter((payment) => payment.provider === DEMO[who].id);

  /** The provider types 35 and sends as the session ends; the expiry path clears the tokens, the drafts stay. */
  async function amountTypedWhenTheSessionEnds(): Promise<void> {
    const first = await renderApp(<BalanceScreen />, { route, signInAs: DEMO.provider.email });
    await first.user.type(await screen.findByLabelText('Amount (JOD)'), '35');
    expireSessions('both');
    await first.user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(first.onSessionExpired).toHaveBeenCalledTimes(1));
    expect(paymentsOf('provider')).toHaveLength(0);
    first.unmount();
    clearSession({ keepDrafts: true });
  }

  it('another provider signing in on this device never sees the amount, and it goes', async () => {
    await amountTypedWhenTheSessionEnds();

    // Someone else signs in on this device: not theirs to see.
    await claimDrafts(DEMO.company.id);
    const other = await renderApp(<BalanceScreen />, { route, signInAs: DEMO.company.email });
    expect(await screen.findByLabelText('Amount (JOD)')).toHaveValue('');
    other.unmount();
    expect(localStorage.getItem('DIALOG_DRAFT')).toBeNull();
  });

  it('the same provider finds the amount and pays once', async () => {
    await amountTypedWhenTheSessionEnds();
    await claimDrafts(DEMO.provider.id);

    const again = await renderApp(<BalanceScreen />, { route, signInAs: DEMO.provider.email });
    expect(await screen.findByLabelText('Amount (JOD)')).toHaveValue('35');
    await again.user.dblClick(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(paymentsOf('provider')).toHaveLength(1));
    expect(paymentsOf('provider')[0]).toMatchObject({ amount: 35, status: 'pending' });
    expect(localStorage.getItem('DIALOG_DRAFT')).toBeNull();
  });
});
