// @vitest-environment node
import { tooLongError } from './text';

describe('tooLongError', () => {
  it.each([
    ['', 3, null],
    ['abc', 3, null],
    ['abcd', 3, 'Ensure this field has no more than 3 characters.'],
    ['شكراً', 5, null],
    ['شكراًً', 5, 'Ensure this field has no more than 5 characters.'],
  ])('%j (max %i) → %s', (value, max, error) => {
    expect(tooLongError(value, max)).toBe(error);
  });
});
