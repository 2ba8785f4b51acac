// @vitest-environment node
import { firstQuestionRetryable } from './first-question-failure';

describe('firstQuestionRetryable', () => {
  it.each([
    [0, true],
    [500, true],
    [502, true],
    [503, true],
    [404, false],
    [403, false],
    [400, false],
    [401, false],
  ])('status %i → %s', (status, retryable) => {
    expect(firstQuestionRetryable({ status })).toBe(retryable);
  });
});
