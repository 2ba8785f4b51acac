import { waitFor } from '@testing-library/react';
import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import {
  as,
  LEAK_REPAIR,
  leakJob,
  listen,
  newRequest,
  providerScores,
  type Listener,
} from '@/mocks/handlers/market.test-kit';
import { db } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import {
  getNotifications,
  getUnreadNotificationsCount,
  markAllNotificationsRead,
} from '@/services/notifications/notifications';
import { hireOffer, sendOffer } from '@/services/offers/offers';
import { createReport } from '@/services/provider-profile/reports';
import { inviteProvider } from '@/services/requests/requests';
import { rateProvider } from '@/services/reviews/ratings';
import { DEMO } from '@/tests/factories';

/* What the socket pushes to user_{id}, in the receiver's language, and the unread count. */

beforeEach(() => useJordan());

describe('notifications pushed to user_{id}', () => {
  const listeners: Listener[] = [];
  afterEach(() => listeners.splice(0).forEach((listener) => listener.close()));

  async function listenAs(user: 'client' | 'provider' | 'company'): Promise<Listener> {
    const listener = await listen(DEMO[user].id, await as(user));
    listeners.push(listener);
    return listener;
  }

  it('a new offer reaches the owner; a hire the hired provider; the others hear they were not chosen', async () => {
    const client = await listenAs('client');
    const omar = await listenAs('provider');
    const company = await listenAs('company');

    await as('client');
    const request = await newRequest(LEAK_REPAIR);
    await inviteProvider(request.id, DEMO.company.id);
    await as('provider');
    const offer = await sendOffer(request.id, { price: 30 }, newIdempotencyKey());
    await waitFor(() => expect(client.received).toEqual(['عرض جديد على طلبك']));
    await as('company');
    await sendOffer(request.id, { price: 35 }, newIdempotencyKey());
    await waitFor(() => expect(client.received).toHaveLength(2));
    expect(omar.received).toEqual([]);

    await as('client');
    await hireOffer(offer.id);
    await waitFor(() => expect(omar.received).toEqual(['تم توظيفك']));
    await waitFor(() => expect(company.received).toContain('لم يتم اختيار عرضك'));
    expect(client.received).toHaveLength(2);
  });

  it('a rating reaches the rated user, in their language', async () => {
    db.state.accounts.users.find((user) => user.id === DEMO.provider.id)!.language = 'en';
    const { request } = await leakJob(true);
    const omar = await listenAs('provider');
    await as('client');
    await rateProvider(request, providerScores(5), newIdempotencyKey());
    await waitFor(() => expect(omar.received).toEqual(['You were rated']));
    await as('provider');
    await expect(getNotifications()).resolves.toMatchObject({
      results: expect.arrayContaining([expect.objectContaining({ kind: 'rated', request })]),
    });
  });

  it('a report reaches the reporter, not the reported user', async () => {
    const client = await listenAs('client');
    const omar = await listenAs('provider');
    await as('client');
    await createReport({ reported_user: DEMO.provider.id, request: null, reason: 'spam' }, newIdempotencyKey());
    await waitFor(() => expect(client.received).toEqual(['استلمنا بلاغك']));
    expect(omar.received).toEqual([]);
  });

  it('counts unread notifications and marks them read', async () => {
    await as('client');
    const { count } = await getUnreadNotificationsCount();
    expect(count).toBeGreaterThan(0);
    await expect(markAllNotificationsRead()).resolves.toEqual({ count });
    await expect(getUnreadNotificationsCount()).resolves.toEqual({ count: 0 });
  });
});
