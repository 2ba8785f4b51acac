import { api, shaped } from '@/services/api/api-client';
import type { TopUp, TopUpStatus } from '@/services/balance';

/** Each call's answer shape (./payment-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./payment-shapes');

/*
 * The sandbox's simulated payment gateway (docs/api/marketplace.md "Adding balance"): the page a
 * top-up's `checkout_url` opens in sandbox builds. Its two calls are the sandbox's own, no backend
 * call: live, the gateway's hosted page settles the top-up.
 */

/** What the simulated gateway can answer: each settled state of a top-up. */
export type PaymentOutcome = Exclude<TopUpStatus, 'pending'>;

export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['paid', 'failed', 'cancelled'];

/** The top-up the payment page shows (any provider's: the gateway knows the payment, not the user). */
export async function getSandboxPayment(paymentId: string): Promise<TopUp> {
  return shaped(answers, 'payment', api.get<unknown>(`sandbox/payments/${encodeURIComponent(paymentId)}/`));
}

/** Pay, fail or cancel a pending top-up; 409 `This payment is already settled` once it is not pending. */
export async function settleSandboxPayment(paymentId: string, outcome: PaymentOutcome): Promise<TopUp> {
  return shaped(
    answers,
    'settledPayment',
    api.post<unknown>(`sandbox/payments/${encodeURIComponent(paymentId)}/`, { outcome }),
  );
}
