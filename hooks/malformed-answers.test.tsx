import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { testimonialShape } from '@/services/content';
import { AppError } from '@/services/errors';
import { hiddenJobShape, jobDetailsShape, jobOpportunityShape, scheduledWorkShape } from '@/services/jobs';
import { offerShape } from '@/services/offers';
import { balanceShape, providerProfileShape, publicProviderShape } from '@/services/provider';
import { ratingShape } from '@/services/received-ratings';
import { requestDetailsShape, requestSummaryShape } from '@/services/requests';
import { requiredFields, type Shape } from '@/services/shape';
import {
  buildBalance,
  buildOffer,
  buildProviderProfile,
  buildPublicProvider,
  buildRating,
  buildRequest,
  buildTestimonial,
} from '@/tests/factories';
import { createQueryClient } from './query-client';
import { useTestimonials } from './use-content';
import {
  useCompletedWorks,
  useHiddenJobs,
  useJob,
  useJobFeed,
  useScheduledWorks,
  useSubmittedOffers,
} from './use-jobs';
import { useOffer } from './use-offers';
import { useBalance, useMyProviderProfile } from './use-provider-profile';
import { useProviderReviews, usePublicProvider, useReceivedRatings } from './use-providers';
import { useMyRequests, useRequest, useRequestOffers } from './use-requests';
import type { ReactNode } from 'react';

interface Row {
  hook: string;
  /** The call as the AppError names it. */
  call: string;
  /** The path under /api/v1/ the override answers. */
  path: string;
  use: () => { status: 'pending' | 'error' | 'success'; error: Error | null };
  /** One complete item (the whole answer, or one of a page's results). */
  item: () => object;
  shape: Shape;
  paged: boolean;
}

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

function serve(row: Row, answer: unknown) {
  server.use(http.get(`*/api/v1/${row.path}`, () => HttpResponse.json(answer as Record<string, unknown>)));
}

const paged = (row: Row, item: unknown) =>
  row.paged ? { count: 1, next: null, previous: null, results: [item] } : item;

function renderData(row: Row) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(row.use, { wrapper });
}

async function endsMalformed(row: Row, problem: string) {
  const { result } = renderData(row);
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.error).toBeInstanceOf(AppError);
  expect((result.current.error as AppError).malformed).toBe(`${row.call}: ${problem}`);
}

const MISSING = ROWS.flatMap((row) => requiredFields(row.shape).map((field) => [row.hook, field, row] as const));

describe('a screen data hook fed a malformed answer', () => {
  let log: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it.each(ROWS.map((row) => [row.hook, row] as const))('%s takes a complete answer', async (_hook, row) => {
    serve(row, paged(row, row.item()));
    const { result } = renderData(row);
    await waitFor(() => expect(result.current.status).toBe('success'));
  });

  it.each(MISSING)('%s without %s ends in the error state naming the call', async (_hook, field, row) => {
    const { [field]: _dropped, ...rest } = row.item() as Record<string, unknown>;
    serve(row, paged(row, rest));
    await endsMalformed(row, `${row.paged ? 'results[0].' : ''}${field} is missing`);
  });

  it.each(ROWS.filter((row) => row.paged).map((row) => [row.hook, row] as const))(
    '%s with an envelope without results ends in the error state',
    async (_hook, row) => {
      serve(row, { count: 0, next: null, previous: null });
      await endsMalformed(row, 'results is missing');
    },
  );
});
