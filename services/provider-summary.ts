import { nullable, oneOf, type Shape } from './shape';

/** What screens read of a provider next to an offer, in a list or on the public profile (services/offers.ts, services/provider.ts). */
export const providerSummaryFields = () =>
  ({
    id: 'number',
    display_name: 'string',
    account_type: oneOf(['personal', 'company']),
    profile_photo: nullable('string'),
    rating_average: nullable('number'),
    ratings_count: 'number',
    completed_jobs: 'number',
  }) as const satisfies Record<string, Shape>;
