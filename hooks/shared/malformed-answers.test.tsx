import { useBalance } from '@/hooks/balance/use-balance';
import { useTestimonials } from '@/hooks/content/use-content';
import {
  useCompletedWorks,
  useHiddenJobs,
  useJob,
  useJobFeed,
  useScheduledWorks,
  useSubmittedOffers,
} from '@/hooks/jobs/use-jobs';
import { useOffer } from '@/hooks/offers/use-offers';
import { useRequestOffers } from '@/hooks/offers/use-offers';
import { useMyProviderProfile } from '@/hooks/provider-account/use-my-provider-profile';
import { usePublicProvider } from '@/hooks/provider-profile/use-providers';
import { useMyRequests, useRequest } from '@/hooks/requests/use-requests';
import { useReceivedRatings } from '@/hooks/reviews/use-reviews';
import { useProviderReviews } from '@/hooks/reviews/use-reviews';
import { balanceShape } from '@/services/balance';
import { testimonialShape } from '@/services/content';
import { hiddenJobShape, jobDetailsShape, jobOpportunityShape, scheduledWorkShape } from '@/services/jobs';
import { offerShape } from '@/services/offers';
import { providerProfileShape } from '@/services/provider-account';
import { publicProviderShape } from '@/services/provider-profile';
import { requestDetailsShape, requestSummaryShape } from '@/services/requests';
import { ratingShape } from '@/services/reviews';
import {
  buildBalance,
  buildOffer,
  buildProviderProfile,
  buildPublicProvider,
  buildRating,
  buildRequest,
  buildTestimonial,
} from '@/tests/factories';
import { describeMalformedAnswers, type Row } from '@/tests/malformed-table';

const job = () => ({ ...buildRequest(), my_offer: buildOffer() });
const opportunity = () => ({ ...buildRequest(), is_invited: false });

/** Every screen's data hook whose answer is checked, with what it reads. */
const ROWS: Row[] = [
  {
    hook: 'useRequest',
    call: 'GET requests/{id}/',
    path: 'requests/1/',
    use: () => useRequest(1),
    item: buildRequest,
    shape: requestDetailsShape(),
    paged: false,
  },
  {
    hook: 'useMyRequests',
    call: 'GET requests/',
    path: 'requests/',
    use: () => useMyRequests('current'),
    item: buildRequest,
    shape: requestSummaryShape(),
    paged: true,
  },
  {
    hook: 'useRequestOffers',
    call: 'GET requests/{id}/offers/',
    path: 'requests/1/offers/',
    use: () => useRequestOffers(1, true),
    item: buildOffer,
    shape: offerShape(),
    paged: true,
  },
  {
    hook: 'useOffer',
    call: 'GET offers/{id}/',
    path: 'offers/1/',
    use: () => useOffer(1),
    item: buildOffer,
    shape: offerShape(),
    paged: false,
  },
  {
    hook: 'useJobFeed',
    call: 'GET jobs/opportunities/',
    path: 'jobs/opportunities/',
    use: () => useJobFeed({}),
    item: opportunity,
    shape: jobOpportunityShape(),
    paged: true,
  },
  {
    hook: 'useJob',
    call: 'GET jobs/{id}/',
    path: 'jobs/1/',
    use: () => useJob(1),
    item: job,
    shape: jobDetailsShape(),
    paged: false,
  },
  {
    hook: 'useHiddenJobs',
    call: 'GET jobs/hidden/',
    path: 'jobs/hidden/',
    use: useHiddenJobs,
    item: () => ({ job: opportunity(), reason: 'Too far', hidden_at: '2026-11-20T10:00:00Z' }),
    shape: hiddenJobShape(),
    paged: true,
  },
  {
    hook: 'useSubmittedOffers',
    call: 'GET jobs/submitted-offers/',
    path: 'jobs/submitted-offers/',
    use: () => useSubmittedOffers(null),
    item: buildOffer,
    shape: offerShape(),
    paged: true,
  },
  {
    hook: 'useScheduledWorks',
    call: 'GET jobs/scheduled/',
    path: 'jobs/scheduled/',
    use: useScheduledWorks,
    item: () => ({ job: job(), scheduled_for: '2026-11-25' }),
    shape: scheduledWorkShape(),
    paged: true,
  },
  {
    hook: 'useCompletedWorks',
    call: 'GET jobs/scheduled/',
    path: 'jobs/scheduled/',
    use: useCompletedWorks,
    item: () => ({ job: job(), scheduled_for: '2026-11-25' }),
    shape: scheduledWorkShape(),
    paged: true,
  },
  {
    hook: 'usePublicProvider',
    call: 'GET providers/{userId}/',
    path: 'providers/1/',
    use: () => usePublicProvider(1),
    item: buildPublicProvider,
    shape: publicProviderShape(),
    paged: false,
  },
  {
    hook: 'useProviderReviews',
    call: 'GET providers/{userId}/reviews/',
    path: 'providers/1/reviews/',
    use: () => useProviderReviews(1),
    item: buildRating,
    shape: ratingShape(),
    paged: true,
  },
  {
    hook: 'useReceivedRatings',
    call: 'GET ratings/received/',
    path: 'ratings/received/',
    use: () => useReceivedRatings('client'),
    item: buildRating,
    shape: ratingShape(),
    paged: true,
  },
  {
    hook: 'useMyProviderProfile',
    call: 'GET provider/profile/',
    path: 'provider/profile/',
    use: () => useMyProviderProfile(),
    item: buildProviderProfile,
    shape: providerProfileShape(),
    paged: false,
  },
  {
    hook: 'useBalance',
    call: 'GET provider/balance/',
    path: 'provider/balance/',
    use: () => useBalance(),
    item: buildBalance,
    shape: balanceShape(),
    paged: false,
  },
  {
    hook: 'useTestimonials',
    call: 'GET testimonials/',
    path: 'testimonials/',
    use: useTestimonials,
    item: buildTestimonial,
    shape: testimonialShape(),
    paged: true,
  },
];

describeMalformedAnswers('a screen data hook fed a malformed answer', ROWS);
