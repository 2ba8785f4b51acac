// @vitest-environment node
import { CLIENT_CRITERIA, PROVIDER_CRITERIA } from '@/services/reviews/ratings';
import { averageScore, scoresError } from './scores';

describe('ratings', () => {
  it.each<[Partial<Record<string, number>>, number]>([
    [{}, 0],
    [{ a: 5 }, 5],
    [{ a: 5, b: 4 }, 4.5],
    [{ a: 5, b: 4, c: 4 }, 13 / 3],
    [{ a: 5, b: undefined }, 5],
  ])('the average of %j is %d', (scores, average) => {
    expect(averageScore(scores)).toBeCloseTo(average, 10);
  });

  const all = (criteria: readonly string[], score: number) => Object.fromEntries(criteria.map((name) => [name, score]));

  it.each([1, 3, 5])('every criterion scored %s is fine', (score) => {
    expect(scoresError('provider', all(PROVIDER_CRITERIA, score))).toEqual({});
    expect(scoresError('client', all(CLIENT_CRITERIA, score))).toEqual({});
  });

  it.each([0, 6, 2.5])('a score of %s is refused', (score) => {
    expect(scoresError('client', { ...all(CLIENT_CRITERIA, 4), payment_timing: score })).toEqual({
      payment_timing: 'Choose from 1 to 5',
    });
  });

  it('names a missing criterion', () => {
    const { cleanliness: _dropped, ...rest } = all(PROVIDER_CRITERIA, 4);
    expect(scoresError('provider', rest)).toEqual({ cleanliness: 'This field is required' });
  });
});
