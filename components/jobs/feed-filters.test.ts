// @vitest-environment node
import { feedFiltersFromQuery } from './feed-filters';

describe('feedFiltersFromQuery: a filter value the app does not know is ignored', () => {
  it.each([
    [
      { timing: 'urgent', offers: '2' },
      { timing: 'urgent', offers_count: 2 },
    ],
    [{ timing: 'next_year', offers: '2' }, { offers_count: 2 }],
    [{ timing: 'urgent', offers: '9' }, { timing: 'urgent' }],
    [{ timing: ['urgent', 'planning'], offers: 'many' }, {}],
    [{}, {}],
  ])('%o → %o', (query, filters) => {
    expect(feedFiltersFromQuery(query)).toEqual(filters);
  });
});
