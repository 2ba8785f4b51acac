// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedAnswer } from './checked-answer';
import { AppError, errorCopy } from './errors';
import { objectOf } from './shape';

const shape = objectOf({ id: 'number' });

describe('checkedAnswer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes an answer of the declared shape through', () => {
    expect(checkedAnswer('GET things/{id}/', { id: 1, more: 'x' }, shape)).toEqual({ id: 1, more: 'x' });
  });

  it('turns a mismatch into an AppError naming the call, shown as the generic error, logged once', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = () => checkedAnswer('GET once/{id}/', { id: 'one' }, shape);
    let caught: unknown;
    try {
      read();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    const error = caught as AppError;
    expect(error.malformed).toBe('GET once/{id}/: id is not a number');
    expect(error.isNetwork).toBe(false);
    expect(errorCopy(error)).toEqual({ message: 'MESSAGES:ERROR_MESSAGE', raw: false });
    expect(read).toThrow(AppError);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
