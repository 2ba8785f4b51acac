import { JORDAN_ID } from '@/mocks/data/shared/locations';
import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as } from '@/mocks/handlers/market.test-kit';
import { createRequest } from '@/mocks/sandbox-create';
import { newUser } from '@/mocks/tables/auth/accounts';
import { getJob } from '@/services/jobs/jobs';
import { DEMO } from '@/tests/factories';

beforeEach(() => useJordan());

/** A client with no requests yet; `phone` null for one who never gave a phone. */
function newClient(email: string, phone: string | null = '+962791110000') {
  return newUser({
    first_name: 'Test',
    last_name: 'Client',
    email,
    password: 'Password123',
    phone_number: phone,
    country: JORDAN_ID,
    language: 'en',
    is_service_provider: false,
    account_type: 'personal',
    is_email_verified: true,
  });
}

/** `requests` leak repairs of the client, the first `hired` of them hired (Al-Noor's offer): the last one's id. */
function requestsOf(email: string, requests: number, hired: number): number {
  let last = 0;
  for (let index = 0; index < requests; index += 1) {
    const hire = index < hired;
    last = createRequest({
      client: email,
      ...(hire && { offers: [{ provider: DEMO.company.email, price: 50 }], hire: DEMO.company.email }),
    });
  }
  return last;
}

describe("GET jobs/{id}/: the client's hire rate and phone (designed, issue 34)", () => {
  it.each([
    [1, 0, null],
    [2, 1, null],
    [3, 0, 0],
    [3, 1, 33],
    [4, 3, 75],
  ])('%s requests, %s hired → client_hire_rate %s', async (requests, hired, rate) => {
    const email = `rate-${requests}-${hired}@sandbox.test`;
    newClient(email);
    const job = requestsOf(email, requests, hired);
    await as('provider');
    await expect(getJob(job)).resolves.toMatchObject({ client_hire_rate: rate, client_phone_verified: true });
  });

  it('says a phone typed without a code, or no phone at all, is not verified', async () => {
    newClient('google@sandbox.test').phone_verified = false;
    newClient('nophone@sandbox.test', null);
    const typed = requestsOf('google@sandbox.test', 1, 0);
    const none = requestsOf('nophone@sandbox.test', 1, 0);
    await as('provider');
    await expect(getJob(typed)).resolves.toMatchObject({ client_phone_verified: false });
    await expect(getJob(none)).resolves.toMatchObject({ client_phone_verified: false });
  });
});
