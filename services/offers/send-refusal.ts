import { toAppError } from '@/services/api/errors';
import { CAP_REACHED_CODE } from '@/services/balance';

/**
 * What a refused send offers as its way out: "Add balance" when the balance is short (402 "You don't have
 * enough balance"), "Change the limit" only when the 402 says the daily spending limit is the reason (its
 * `code`, `daily_spend_cap`: the text is the server's, in the caller's language); null for every other failure,
 * any other 402 included ("all 5 free daily offers used", a backend without the code): its text says it.
 */
export function sendRefusal(error: unknown): 'balance' | 'cap' | null {
  if (!error) return null;
  const refused = toAppError(error);
  if (refused.status !== 402) return null;
  if (refused.messageKey === 'NOT_ENOUGH_BALANCE') return 'balance';
  return refused.code === CAP_REACHED_CODE ? 'cap' : null;
}
