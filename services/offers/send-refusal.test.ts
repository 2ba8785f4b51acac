import { AppError } from '@/services/api/errors';
import { sendRefusal } from './send-refusal';

describe('sendRefusal: the way out of a refused send', () => {
  it.each([
    [new AppError(402, "You don't have enough balance"), 'balance'],
    [new AppError(402, 'Your daily spending limit of 5 JOD is reached'), 'cap'],
    [new AppError(402, 'بلغت حد الإنفاق اليومي وهو 5 دينار'), 'cap'],
    [new AppError(402, undefined), 'cap'],
    [new AppError(400, 'Minimum allowed is 10'), null],
    [new AppError(0, undefined, {}, 'offline'), null],
    [new Error('chunk failed'), null],
    [null, null],
  ])('%s → %s', (error, refusal) => {
    expect(sendRefusal(error)).toBe(refusal);
  });
});
