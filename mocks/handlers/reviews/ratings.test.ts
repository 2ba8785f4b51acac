import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, clientScores, leakJob, providerScores } from '@/mocks/handlers/market.test-kit';
import { db } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { createReport } from '@/services/provider-profile/reports';
import { rateClient, rateProvider } from '@/services/reviews/ratings';
import { DEMO } from '@/tests/factories';

/* After the work: each side rates the other once, and a report about someone involved. */

beforeEach(() => useJordan());

describe('ratings', () => {
  it('open once a provider is hired; each side rates once; scores 1 to 5; experience required', async () => {
    const open = await leakJob(false);
    await as('client');
    await expect(rateProvider(open.request, providerScores(5), newIdempotencyKey())).rejects.toMatchObject({
      status: 409,
    });

    const { request } = await leakJob(true);
    await expect(
      rateProvider(request, { ...providerScores(5), punctuality: 6 }, newIdempotencyKey()),
    ).rejects.toMatchObject({
      status: 400,
      fields: { punctuality: 'Choose from 1 to 5' },
    });
    await expect(
      rateProvider(request, { ...providerScores(5), experience: ' ' }, newIdempotencyKey()),
    ).rejects.toMatchObject({ messageKey: 'FIELD_REQUIRED' });
    await expect(rateProvider(request, providerScores(4), newIdempotencyKey())).resolves.toMatchObject({
      direction: 'client_to_provider',
      average: 4,
      rated: DEMO.provider.id,
    });
    await expect(rateProvider(request, providerScores(4), newIdempotencyKey())).rejects.toMatchObject({
      status: 409,
      serverMessage: 'You already rated this job',
    });

    await as('provider');
    await expect(rateClient(request, clientScores(5), newIdempotencyKey())).resolves.toMatchObject({
      direction: 'provider_to_client',
      rated: DEMO.client.id,
    });
  });

  it('only the hired provider rates the client', async () => {
    const { request } = await leakJob(true);
    db.state.market.requests.find((item) => item.id === request)?.invited_providers.push(DEMO.company.id);
    await as('company');
    await expect(rateClient(request, clientScores(5), newIdempotencyKey())).rejects.toMatchObject({ status: 403 });
  });
});

describe('reports', () => {
  it('takes a known reason about someone involved, and refuses oneself', async () => {
    const { request } = await leakJob(false);
    await as('client');
    await expect(
      createReport(
        { reported_user: DEMO.provider.id, request, reason: 'no_show', explanation: 'Never came' },
        newIdempotencyKey(),
      ),
    ).resolves.toMatchObject({
      reported_user: DEMO.provider.id,
      request,
      reason: 'no_show',
    });
    await expect(
      createReport({ reported_user: DEMO.client.id, request: null, reason: 'spam' }, newIdempotencyKey()),
    ).rejects.toMatchObject({
      status: 400,
      fields: { reported_user: 'Unknown user' },
    });
    await expect(
      createReport({ reported_user: DEMO.company.id, request, reason: 'spam' }, newIdempotencyKey()),
    ).rejects.toMatchObject({
      fields: { request: 'Unknown request' },
    });
    await expect(
      createReport({ reported_user: DEMO.provider.id, request: null, reason: 'rude' as never }, newIdempotencyKey()),
    ).rejects.toMatchObject({
      messageKey: 'FIELD_REQUIRED',
      fields: { reason: 'This field is required' },
    });
  });
});
