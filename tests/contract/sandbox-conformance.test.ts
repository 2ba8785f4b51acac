import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as } from '@/mocks/handlers/market.test-kit';
import { server } from '@/mocks/node';
import { route } from '@/mocks/shared/http';
import { toOffer } from '@/mocks/tables/offers/offer-response';
import { findOffer } from '@/mocks/tables/offers/offers';
import { getOffer } from '@/services/offers/offers';
import { contractViolation, loadContract } from './openapi';
import { takeContractViolations } from './sandbox-watch';

/** A seeded offer of the demo provider on the client's request (mocks/data/offers/offers.ts). */
const SEEDED_OFFER = 7001;

/** The 27 calls of spec §7, method and path as it gives them (a `?page_size=99999` is the path's required parameter). */
const SPEC_CALLS = [
  'POST auth/token/',
  'POST auth/register/',
  'POST auth/register_confirm_no_user/',
  'POST auth/forgot-password/',
  'POST auth/reset-password/{token}/',
  'POST auth/change-password/',
  'GET auth/user/profile/',
  'GET provider/profile/',
  'PUT update/provider/profile/info',
  'PUT auth/user/update/',
  'POST auth/deactivate/',
  'POST create/provider/profile',
  'POST notifications/generate_no_user/phone-number-verify',
  'POST notifications/verify-no-user-phone-number-otp',
  'POST notifications/generate/phone-number-verify/otp/{userId}',
  'POST notifications/verify-phone-number-otp/{userId}',
  'POST auth/login/social/',
  'PUT auth/user/update/language/',
  'POST auth/user/verify_phone_exist/',
  'GET auth/user/addresses',
  'POST auth/create/user/address/',
  'PUT auth/update/user/address/{id}',
  'DELETE auth/delete/user/address/{id}',
  'GET common/cities/by-country/{countryId}',
  'GET common/neighborhood/by-city/{cityId}',
  'GET common/country-by-code-name/{codeName}',
  'GET auth/user/last_phone_change/',
];

beforeEach(() => useJordan());

describe('the sandbox is held to docs/api/openapi.yaml', () => {
  it('passes a sandbox answer as it is', async () => {
    await as('client');
    await getOffer(SEEDED_OFFER);
    expect(await takeContractViolations()).toEqual([]);
  });

  it('fails a handler whose answer renames one field, naming the operation and the pointer', async () => {
    await as('client');
    // The real handler's answer with `price` renamed, as a backend drifting from the contract would send it.
    server.use(
      route('get', 'offers/:id/', ({ params, requireUser }) => {
        const { price, ...offer } = toOffer(findOffer(Number(params.id)), requireUser().id);
        return { ...offer, amount: price };
      }),
    );
    // The app's own check at the seam refuses it too (services/api/checked-answer.ts).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getOffer(SEEDED_OFFER)).rejects.toEqual(
      expect.objectContaining({ malformed: 'GET offers/{id}/: price is missing' }),
    );
    expect(await takeContractViolations()).toEqual(['getOffer (GET offers/7001/) 200: / misses "price"']);
  });

  it('fails a field of the wrong type deep in a list, and an unknown status or call', () => {
    const url = 'http://localhost/api/v1/requests/6001/offers/?country=1';
    const page = { count: 1, next: null, previous: null, results: [{ id: 1, provider: { id: 'seven' } }] };
    expect(contractViolation({ method: 'GET', url, status: 200, body: JSON.stringify(page), headers: {} })).toMatch(
      /^listRequestOffers \(GET requests\/6001\/offers\/\) 200: \/results\/0 misses "request"/,
    );
    expect(contractViolation({ method: 'GET', url, status: 418, body: '{}', headers: {} })).toBe(
      'listRequestOffers (GET requests/6001/offers/): status 418 is not documented',
    );
    expect(
      contractViolation({
        method: 'GET',
        url: 'http://localhost/api/v1/requests/6001/notes/',
        status: 200,
        body: '{}',
        headers: {},
      }),
    ).toBe('GET requests/6001/notes/: no operation in docs/api/openapi.yaml');
  });

  it('wants Retry-After on a 429 of an abuse limit', () => {
    const answer = {
      method: 'POST',
      url: 'http://localhost/api/v1/reports/',
      status: 429,
      body: '{"error":"Too many attempts.","retry_after":60}',
    };
    expect(contractViolation({ ...answer, headers: {} })).toBe(
      'createReport (POST reports/) 429: no Retry-After header',
    );
    expect(contractViolation({ ...answer, headers: { 'retry-after': '60' } })).toBeNull();
  });

  it("names every operation once, marked as the spec's or designed", () => {
    const { operations } = loadContract();
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    expect(operations.filter((operation) => !['spec', 'designed'].includes(operation.origin))).toEqual([]);
    const spec = operations
      .filter((operation) => operation.origin === 'spec')
      .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(spec.sort()).toEqual([...SPEC_CALLS].sort());
  });
});
