// @vitest-environment node
import { criteriaAverages, PROVIDER_CRITERIA } from './ratings';

describe('criteriaAverages', () => {
  it.each([
    ['no ratings', [], { punctuality: null, cleanliness: null }],
    ['one rating', [{ scores: { punctuality: 4, cleanliness: 5 } }], { punctuality: 4, cleanliness: 5 }],
    [
      'a mean to one decimal',
      [{ scores: { punctuality: 4 } }, { scores: { punctuality: 5 } }, { scores: { punctuality: 5 } }],
      { punctuality: 4.7, cleanliness: null },
    ],
    [
      'criteria some ratings lack',
      [{ scores: { punctuality: 2, cleanliness: 3 } }, { scores: { punctuality: 4 } }],
      { punctuality: 3, cleanliness: 3 },
    ],
  ])('%s', (_, ratings, expected) => {
    expect(criteriaAverages(ratings, PROVIDER_CRITERIA)).toMatchObject(expected);
  });
});
