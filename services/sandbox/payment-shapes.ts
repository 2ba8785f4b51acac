import type { AnswerTable } from '@/services/api/shape';
import { topUpShape } from '@/services/balance';

/**
 * The calls of the sandbox's payment page, by name (./sandbox-payment.ts; services/api/api-client.ts `shaped`):
 * each reads a top-up as the balance declares it (services/balance/balance-shapes.ts).
 */
export const ANSWERS = {
  payment: { call: 'GET sandbox/payments/{id}/', shape: topUpShape },
  settledPayment: { call: 'POST sandbox/payments/{id}/', shape: topUpShape },
} as const satisfies AnswerTable;
