import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import type { SandboxPayment } from '@/mocks/data/balance/payments';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import PaymentScreen from './PaymentScreen';

const RETURN = paths.balance.getHref();

/** A top-up of the demo provider as the balance screen starts it, waiting on the payment page. */
function startedPayment(overrides: Partial<SandboxPayment> = {}): SandboxPayment {
  const payment: SandboxPayment = {
    id: `pay_test_${db.nextId()}`,
    provider: DEMO.provider.id,
    amount: 25,
    status: 'pending',
    created_at: new Date().toISOString(),
    ...overrides,
  };
  db.state.market.payments = [...(db.state.market.payments ?? []), payment];
  return payment;
}

const pageOf = (payment: { id: string }) => paths.sandbox.payment.getHref({ payment: payment.id, return: RETURN });

describe('the simulated payment page (sandbox)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a link without its payment says the page does not exist and leads home, instead of loading for ever', async () => {
    await renderApp(<PaymentScreen />, { route: paths.sandbox.payment.getHref({ return: RETURN }) });
    expect(await screen.findByRole('alert')).toHaveTextContent("The page you are looking for doesn't exist");
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      paths.home.getHref('provider'),
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('shows the amount; Pay settles the top-up once and sends the browser back with the outcome', async () => {
    const payment = startedPayment();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const { user } = await renderApp(<PaymentScreen />, { route: pageOf(payment) });
    expect(await screen.findByText('JOD 25')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay' });
    await user.dblClick(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const back = new URL(assign.mock.calls[0]![0] as string);
    expect(back.pathname).toBe(RETURN);
    expect(Object.fromEntries(back.searchParams)).toEqual({ payment: payment.id, status: 'paid' });
    expect(db.state.market.payments?.find((item) => item.id === payment.id)?.status).toBe('paid');
    // Settled: no second outcome can be sent while the browser leaves.
    for (const name of ['Pay', 'Make the payment fail', 'Cancel'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('offers no outcome for a payment already settled', async () => {
    const payment = startedPayment({ status: 'failed' });
    await renderApp(<PaymentScreen />, { route: pageOf(payment) });
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('says an unknown payment was not found, with the way home and no outcome to send', async () => {
    await renderApp(<PaymentScreen />, { route: pageOf({ id: 'pay_unknown' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('No result found');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      paths.home.getHref('provider'),
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('says a refused outcome beside the buttons and offers them again', async () => {
    const payment = startedPayment();
    server.use(
      http.post('*/api/v1/sandbox/payments/:id/', () =>
        HttpResponse.json({ error: 'This payment is already settled' }, { status: 409 }),
      ),
    );
    const { user } = await renderApp(<PaymentScreen />, { route: pageOf(payment) });
    await user.click(await screen.findByRole('button', { name: 'Make the payment fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment is already settled');
    expect(screen.getByRole('button', { name: 'Make the payment fail' })).toBeEnabled();
  });
});
