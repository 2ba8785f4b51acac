import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, HOME_CLEANING, LEAK_REPAIR, newRequest, rawJson } from '@/mocks/handlers/market.test-kit';
import { db } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { getOffer, hireOffer, rejectOffer, sendOffer, withdrawOffer } from '@/services/offers/offers';
import {
  cancelRequest,
  closeRequest,
  completeRequest,
  getMyRequests,
  getRequest,
  inviteProvider,
} from '@/services/requests/requests';
import { DEMO } from '@/tests/factories';

/* A request moved through its lifecycle by both parties: offers, hire, completion, cancel, close, withdraw. */

beforeEach(async () => {
  useJordan();
  await as('client');
});

describe('the request lifecycle', () => {
  it('open → offers received → provider hired → completed; the other offers are rejected by the system', async () => {
    const request = await newRequest(HOME_CLEANING);
    expect(request.status).toBe('open');
    await inviteProvider(request.id, DEMO.provider.id); // Omar does not clean, but an invitation opens the job to him.

    await as('company');
    const companyOffer = await sendOffer(request.id, { price: 60 }, newIdempotencyKey());
    await as('provider');
    const omarOffer = await sendOffer(
      request.id,
      { price: 80, details: 'Two people, half a day' },
      newIdempotencyKey(),
    );

    await as('client');
    await expect(getRequest(request.id)).resolves.toMatchObject({ status: 'offers_received', offers_count: 2 });
    const hired = await hireOffer(companyOffer.id);
    expect(hired).toMatchObject({ status: 'hired', rejection_source: null });
    await expect(getRequest(request.id)).resolves.toMatchObject({
      status: 'provider_hired',
      hired_offer: companyOffer.id,
    });
    await expect(getOffer(omarOffer.id)).resolves.toMatchObject({ status: 'rejected', rejection_source: 'system' });

    // Nothing more can be offered, and the hired request can no longer be cancelled or closed.
    await as('provider');
    await expect(withdrawOffer(omarOffer.id)).rejects.toMatchObject({ status: 409 });
    await as('client');
    await expect(cancelRequest(request.id, 'No longer needed')).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Not allowed while the request is provider hired',
    });
    await expect(closeRequest(request.id, 'Done')).rejects.toMatchObject({ status: 409 });
    await expect(hireOffer(omarOffer.id)).rejects.toMatchObject({
      status: 409,
      serverMessage: 'This offer is no longer available',
    });

    await as('company');
    await expect(completeRequest(request.id)).resolves.toMatchObject({ status: 'completed' });
    await as('client');
    await expect(getMyRequests('previous')).resolves.toMatchObject({
      results: expect.arrayContaining([expect.objectContaining({ id: request.id, status: 'completed' })]),
    });
  });

  it('refuses an offer or an invitation on a hired request', async () => {
    const request = await newRequest(LEAK_REPAIR);
    await as('provider');
    const offer = await sendOffer(request.id, { price: 30 }, newIdempotencyKey());
    await as('client');
    await hireOffer(offer.id);
    await expect(inviteProvider(request.id, DEMO.company.id)).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Not allowed while the request is provider hired',
    });
    await as('provider');
    await expect(sendOffer(request.id, { price: 30 }, newIdempotencyKey())).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Not allowed while the request is provider hired',
    });
  });

  it.each([
    ['cancel', cancelRequest, 'cancelled'],
    ['close', closeRequest, 'closed'],
  ] as const)(
    '%s needs a reason, ends the request and rejects pending offers by the system with it',
    async (_event, end, status) => {
      const request = await newRequest(LEAK_REPAIR);
      await as('provider');
      const offer = await sendOffer(request.id, { price: 30 }, newIdempotencyKey());
      await as('client');
      await expect(end(request.id, '   ')).rejects.toMatchObject({
        status: 400,
        messageKey: 'FIELD_REQUIRED',
        fields: { reason: 'This field is required' },
      });
      await expect(rawJson('POST', `requests/${request.id}/${_event}/`, {})).resolves.toMatchObject({
        status: 400,
        body: { error: 'Missing field: reason' },
      });
      await expect(end(request.id, 'Plans changed')).resolves.toMatchObject({ status, status_reason: 'Plans changed' });
      await expect(getOffer(offer.id)).resolves.toMatchObject({
        status: 'rejected',
        rejection_source: 'system',
        rejection_reason: 'Plans changed',
      });
      await expect(end(request.id, 'Again')).rejects.toMatchObject({ status: 409 });
      await expect(getMyRequests('previous')).resolves.toMatchObject({
        results: expect.arrayContaining([expect.objectContaining({ id: request.id })]),
      });
    },
  );

  it('only the owner may cancel or close', async () => {
    const request = await newRequest(LEAK_REPAIR);
    await as('unverified');
    await expect(cancelRequest(request.id, 'Mine now')).rejects.toMatchObject({ status: 404, messageKey: 'NO_RESULT' });
    expect(db.state.market.requests.find((item) => item.id === request.id)?.status).toBe('open');
  });

  it('is open again when its only offer is withdrawn; a client rejection is marked as such', async () => {
    const request = await newRequest(LEAK_REPAIR);
    await as('provider');
    const offer = await sendOffer(request.id, { price: 30 }, newIdempotencyKey());
    await withdrawOffer(offer.id, 'Booked');
    await as('client');
    await expect(getRequest(request.id)).resolves.toMatchObject({ status: 'open', offers_count: 0 });
    await expect(getOffer(offer.id)).resolves.toMatchObject({
      rejection_source: 'provider',
      rejection_reason: 'Booked',
    });

    await inviteProvider(request.id, DEMO.company.id);
    await as('company');
    const second = await sendOffer(request.id, { price: 40 }, newIdempotencyKey());
    await as('client');
    await expect(rejectOffer(second.id, 'Too expensive')).resolves.toMatchObject({
      status: 'rejected',
      rejection_source: 'client',
      rejection_reason: 'Too expensive',
    });
    await expect(getRequest(request.id)).resolves.toMatchObject({ status: 'open' });
  });
});
