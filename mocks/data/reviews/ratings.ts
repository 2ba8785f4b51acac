import type { ClientCriterion, ProviderCriterion, RatingDirection } from '@/services/reviews';
import { daysAgo } from '../../shared/clock';
import { DEMO_USER_IDS } from '../shared/ids';

/* The ratings table's records, and the seeded ratings (8001…) on the seeded completed requests. */

export interface SandboxRating {
  id: number;
  request: number;
  direction: RatingDirection;
  rater: number;
  rated: number;
  scores: Partial<Record<ClientCriterion | ProviderCriterion, number>>;
  experience: string;
  created_at: string;
}

const { client, provider: omar, company: alNoor, unverified: laith } = DEMO_USER_IDS;

export function seedRatings(): SandboxRating[] {
  return [
    {
      id: 8001,
      request: 6005,
      direction: 'client_to_provider',
      rater: client,
      rated: alNoor,
      scores: {
        overall_quality: 5,
        communication: 5,
        punctuality: 4,
        professionalism: 5,
        meeting_expectations: 5,
        worth_the_cost: 4,
        work_quality: 5,
        cleanliness: 5,
      },
      experience: 'فريق محترف وصل في الموعد تقريباً وترك الشقة نظيفة جداً.',
      created_at: daysAgo(37),
    },
    {
      id: 8002,
      request: 6005,
      direction: 'provider_to_client',
      rater: alNoor,
      rated: client,
      scores: { payment_timing: 5, respect_and_professionalism: 5, clarity_of_requirements: 4 },
      experience: 'Clear instructions and paid on the spot. A pleasure to work with.',
      created_at: daysAgo(37),
    },
    {
      id: 8003,
      request: 6016,
      direction: 'client_to_provider',
      rater: laith,
      rated: omar,
      scores: {
        overall_quality: 4,
        communication: 5,
        punctuality: 5,
        professionalism: 4,
        meeting_expectations: 4,
        worth_the_cost: 5,
        work_quality: 4,
        cleanliness: 4,
      },
      experience: 'Fixed the leak quickly and explained what caused it.',
      created_at: daysAgo(23),
    },
  ];
}
