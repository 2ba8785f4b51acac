// @vitest-environment node
import { DEMO } from '@/tests/factories';
import { SUB } from './data/catalogue/catalogue';
import { createRequest, requestById } from './sandbox-create';
import { db } from './shared/db';

const offersOn = (id: number) => db.state.market.offers.filter((offer) => offer.request === id);

describe('createRequest (a test builds its world)', () => {
  it('makes an open request of the client at their saved address, newest, with the answers its flow asks', () => {
    const id = createRequest({ client: DEMO.client.email, subService: SUB.drainUnclogging, timing: 'planning' });
    const request = requestById(id);
    expect(request).toMatchObject({
      client: DEMO.client.id,
      sub_service: SUB.drainUnclogging,
      timing: 'planning',
      status: 'open',
      invited_providers: [],
    });
    expect(request.address.user_id).toBe(DEMO.client.id);
    expect(Math.max(...db.state.market.requests.map((item) => item.id))).toBe(id);
    expect(Object.keys(request.answers).length).toBeGreaterThan(0);
  });

  it('gives a client with no saved address a home of their own, and dates it `ageDays` back', () => {
    const request = requestById(createRequest({ client: DEMO.unverified.email, ageDays: 2 }));
    expect(request.address.user_id).toBe(DEMO.unverified.id);
    expect(Date.now() - Date.parse(request.created_at)).toBeGreaterThan(1.9 * 86_400_000);
  });

  it('sends the offers in order, hires one (the others declined by the system) and completes the work', () => {
    const id = createRequest({
      client: DEMO.client.email,
      invite: [DEMO.company.email],
      offers: [
        { provider: DEMO.provider.email, price: 40 },
        { provider: DEMO.busyProvider.email, price: 55, details: 'With the parts' },
      ],
      hire: DEMO.provider.email,
      completed: true,
    });
    expect(requestById(id)).toMatchObject({ status: 'completed', invited_providers: [DEMO.company.id] });
    expect(offersOn(id).map((offer) => [offer.provider, offer.price, offer.status, offer.rejection_source])).toEqual([
      [DEMO.provider.id, 40, 'hired', null],
      [DEMO.busyProvider.id, 55, 'rejected', 'system'],
    ]);
  });

  it('withdraws an offer as its provider would: the request with no live offer is open again', () => {
    const id = createRequest({
      client: DEMO.client.email,
      offers: [{ provider: DEMO.company.email, price: 55, withdrawn: true }],
    });
    expect(requestById(id).status).toBe('open');
    expect(offersOn(id)).toMatchObject([{ status: 'rejected', rejection_source: 'provider' }]);
  });

  it('refuses to hire a provider who sent no offer', () => {
    expect(() => createRequest({ client: DEMO.client.email, hire: DEMO.provider.email })).toThrow(/sent no offer/);
  });
});
