import { paths } from '@/config/paths';
import { check } from '@/mocks/handlers/shared/params';
import { topUpSettled, type TopUp } from '@/services/balance';
import { PAYMENT_OUTCOMES } from '@/services/sandbox';
import { LIMITS } from '@/services/shared/limits';
import { safeNextPath } from '@/services/shared/routes';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { created, fail, route } from '../../shared/http';
import { moveBalance } from '../../tables/balance/ledger';
import { requireProvider } from '../../tables/provider-account/providers';
import type { SandboxPayment } from '../../data/balance/payments';

function payments(): SandboxPayment[] {
  db.state.market.payments ??= [];
  return db.state.market.payments;
}

function paymentOf(id: string | undefined): SandboxPayment {
  return payments().find((payment) => payment.id === id) ?? fail(404, 'NO_RESULT');
}

/** The simulated payment page (pages/sandbox/payment.tsx), which sends the browser back to `returnTo`. */
function checkoutUrl(payment: SandboxPayment, returnTo: string): string {
  return paths.sandbox.payment.getHref({ payment: payment.id, return: returnTo });
}

function toTopUp(payment: SandboxPayment, returnTo = paths.balance.getHref()): TopUp {
  return {
    payment_id: payment.id,
    amount: payment.amount,
    status: payment.status,
    checkout_url: checkoutUrl(payment, returnTo),
  };
}

/** `Minimum top-up is 5 JOD` / `Maximum top-up is 500 JOD` / whole dinars, or null. */
export function topUpAmountError(amount: number): string | null {
  if (!Number.isInteger(amount) || amount < LIMITS.topUpMinJod) return `Minimum top-up is ${LIMITS.topUpMinJod} JOD`;
  return amount > LIMITS.topUpMaxJod ? `Maximum top-up is ${LIMITS.topUpMaxJod} JOD` : null;
}

/**
 * Adding balance (designed, docs/api/marketplace.md "Adding balance"): the provider starts a
 * top-up, the gateway (here the simulated payment page, through the sandbox-only calls) settles
 * it, and only a paid one adds to the balance.
 */
export const paymentHandlers = [
  route('post', 'provider/balance/top-up/', async (context) => {
    const profile = requireProvider(context.requireUser());
    const raw = await context.body({ amount: 'number', 'return_url?': 'string' });
    check(topUpAmountError(raw.amount), 'amount');
    const payment: SandboxPayment = {
      id: `pay_${db.nextId()}`,
      provider: profile.user,
      amount: raw.amount,
      status: 'pending',
      created_at: clock.now().toISOString(),
    };
    payments().push(payment);
    return created(toTopUp(payment, safeNextPath(raw.return_url) ?? undefined));
  }),
  route('get', 'provider/balance/top-up/:id/', (context) => {
    const profile = requireProvider(context.requireUser());
    const payment = paymentOf(context.params.id);
    if (payment.provider !== profile.user) fail(404, 'NO_RESULT');
    return toTopUp(payment);
  }),
  // Sandbox only: what the simulated gateway shows, and its answer.
  route('get', 'sandbox/payments/:id/', (context) => toTopUp(paymentOf(context.params.id))),
  route('post', 'sandbox/payments/:id/', async (context) => {
    const payment = paymentOf(context.params.id);
    const { outcome } = await context.body({ outcome: 'string' });
    const status =
      PAYMENT_OUTCOMES.find((item) => item === outcome) ??
      fail(400, { text: 'Choose paid, failed or cancelled' }, { outcome: 'Choose paid, failed or cancelled' });
    if (topUpSettled(payment.status)) fail(409, { text: 'This payment is already settled' });
    payment.status = status;
    if (status === 'paid') {
      const profile = db.state.market.providers.find((item) => item.user === payment.provider);
      if (profile) moveBalance(profile, 'top_up', payment.amount);
    }
    return toTopUp(payment);
  }),
];
