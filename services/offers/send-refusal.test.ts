import { AppError } from '@/services/api/errors';
import { sendRefusal } from './send-refusal';

const refused = (text: string | undefined, code?: string) =>
  new AppError(402, text, {}, undefined, undefined, undefined, code);

describe('sendRefusal: the way out of a refused send', () => {
  it.each([
    [refused("You don't have enough balance"), 'balance'],
    [refused('Your daily spending limit of 5 JOD is reached', 'daily_spend_cap'), 'cap'],
    [refused('بلغت حد الإنفاق اليومي وهو 5 دينار', 'daily_spend_cap'), 'cap'],
    // Only the answer's code names the limit: its text alone, the spec's own 402 or a bare 402 offer no way out.
    [refused('Your daily spending limit of 5 JOD is reached'), null],
    [refused('all 5 free daily offers used'), null],
    [refused(undefined), null],
    [refused('Payment required', 'something_else'), null],
    [new AppError(400, 'Minimum allowed is 10'), null],
    [new AppError(0, undefined, {}, 'offline'), null],
    [new Error('chunk failed'), null],
    [null, null],
  ])('%s → %s', (error, refusal) => {
    expect(sendRefusal(error)).toBe(refusal);
  });
});
