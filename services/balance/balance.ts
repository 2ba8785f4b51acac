import { api, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import { idempotencyHeaders } from '@/services/api/idempotency-header';
import type { Read } from '@/services/api/shape';
import type { Paginated } from '@/services/api/types';
import type { balanceMovementShape, balanceShape } from './balance-shapes';

/** Each call's answer shape (./balance-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./balance-shapes');

export type Balance = Read<components['schemas']['Balance'], ReturnType<typeof balanceShape>>;
export async function getBalance(): Promise<Balance> {
  return shaped(answers, 'balance', api.get<unknown>('provider/balance/'));
}
/** Designed: set the daily spending limit (whole JOD 1–1,000) or remove it (null); the balance answers with it. */
export async function updateSpendCap(cap: number | null): Promise<Balance> {
  return shaped(answers, 'updatedSpendCap', api.patch<unknown>('provider/balance/', { daily_spend_cap: cap }));
}
/** What the screen reads of a movement: the shape's fields (the bare request and offer ids are not read). */
export type BalanceMovement = Read<
  Required<Omit<components['schemas']['BalanceMovement'], 'request' | 'offer'>>,
  ReturnType<typeof balanceMovementShape>
>;
/** Designed: the balance's movements, newest first, a page at a time (docs/api/marketplace.md "Balance history"). */
export async function getBalanceHistory(page = 1): Promise<Paginated<BalanceMovement>> {
  const answer = api.get<unknown>('provider/balance/history/', { params: { page } });
  return shaped(answers, 'history', answer);
}
/** A top-up's state: pending until the payment page (the gateway) answers. */

export type TopUpStatus = components['schemas']['TopUp']['status'];
/** The gateway has answered: the top-up can no longer be paid, failed or cancelled. */

export function topUpSettled(status: TopUpStatus): boolean {
  return status !== 'pending';
}

export type TopUp = components['schemas']['TopUp'];
/** Designed: start adding balance (5–500 JOD); the browser then goes to `checkout_url`. */

export async function startTopUp(amount: number, returnUrl: string, key: string): Promise<TopUp> {
  return shaped(
    answers,
    'startedTopUp',
    api.post<unknown>(
      'provider/balance/top-up/',
      { amount, return_url: returnUrl },
      { headers: idempotencyHeaders(key) },
    ),
  );
}
/** Designed: a top-up's outcome, read when the gateway sends the browser back. */

export async function getTopUp(paymentId: string): Promise<TopUp> {
  const answer = api.get<unknown>(`provider/balance/top-up/${encodeURIComponent(paymentId)}/`);
  return shaped(answers, 'topUp', answer);
}
