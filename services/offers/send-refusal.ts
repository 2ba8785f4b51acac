import { toAppError } from '@/services/api/errors';

/**
 * What a refused send offers as its way out: "Add balance" when the balance is short (402 "You don't have
 * enough balance"), "Change the limit" for any other 402 (the daily spending limit, whose text the server
 * words); null for every other failure.
 */
export function sendRefusal(error: unknown): 'balance' | 'cap' | null {
  if (!error) return null;
  const refused = toAppError(error);
  if (refused.status !== 402) return null;
  return refused.messageKey === 'NOT_ENOUGH_BALANCE' ? 'balance' : 'cap';
}
