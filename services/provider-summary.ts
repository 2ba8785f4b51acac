import { blank, none, zero } from './fallbacks';
import { nullable, oneOf, optional, orElse } from './shape';

/**
 * What screens read of a provider next to an offer, in a list or on the public profile
 * (services/offers.ts, services/provider.ts). Designed: the id is required (the profile link, the
 * invite and the report name the provider by it); the rest falls back.
 */
export const providerSummaryFields = () =>
  ({
    id: 'number',
    display_name: orElse('string', '"Service provider"', blank),
    account_type: orElse(oneOf(['personal', 'company']), 'personal (no company badge)', () => 'personal'),
    profile_photo: orElse(nullable('string'), "the name's initials", none),
    rating_average: orElse(nullable('number'), 'no stars ("no ratings yet")', none),
    ratings_count: orElse('number', '0 (with no stars: "no ratings yet")', zero),
    completed_jobs: optional('number', 'no "jobs completed" line'),
  }) as const;
