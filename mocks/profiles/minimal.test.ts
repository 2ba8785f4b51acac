import { signInAs, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { server } from '@/mocks/node';
import { failTooMany, route } from '@/mocks/shared/http';
import { IDEMPOTENCY_HEADER } from '@/services/api/idempotency-header';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { drfErrorBody, SERVER_ERROR_HTML } from './drf-errors';
import { UNKNOWN_ICON, UNKNOWN_STATUS } from './minimal';
import { sandboxControl } from '../shared/control';

/** Raw calls, as a backend gets them; signed in as the demo client when `token` is given. */
async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (rest.body) headers.set('Content-Type', 'application/json');
  return fetch(`${window.location.origin}/api/v1/${path}`, { ...rest, headers });
}

const keysOf = (value: unknown): string[] => Object.keys(value as object).sort();

let token = '';
beforeEach(async () => {
  useJordan();
  token = await signInAs(DEMO.client.email, DEMO_PASSWORD);
  sandboxControl.setProfile('minimal');
});

describe('the minimal profile: the spec calls answer what the spec documents', () => {
  it.each<[string, string, (body: unknown) => unknown, unknown]>([
    [
      'the country: id, code_name and the names',
      'common/country-by-code-name/jo',
      keysOf,
      ['code_name', 'id', 'name_ar', 'name_en'],
    ],
    [
      'the profile: id and the user with id, language and the registration fields',
      'auth/user/profile/?country=1',
      (body) => [keysOf(body), keysOf((body as { user: unknown }).user)],
      [
        ['id', 'user'],
        ['country', 'email', 'first_name', 'id', 'is_service_provider', 'language', 'last_name'],
      ],
    ],
    [
      'the cities: a plain JSON array (pagination off), each with id, the names and its country',
      'common/cities/by-country/1?page_size=99999&country=1',
      (body) => [Array.isArray(body), keysOf((body as unknown[])[0])],
      [true, ['country', 'id', 'name_ar', 'name_en']],
    ],
    [
      "the neighbourhoods: DRF's page, each with id, the names and its city",
      'common/neighborhood/by-city/1?page_size=99999&country=1',
      (body) => [keysOf(body), keysOf((body as { results: unknown[] }).results[0])],
      [
        ['count', 'next', 'previous', 'results'],
        ['city', 'id', 'name_ar', 'name_en'],
      ],
    ],
    [
      'the addresses: a page of id, city, neighbourhood, type and name (no names of the city)',
      'auth/user/addresses?page_size=99999&country=1',
      (body) => keysOf((body as { results: unknown[] }).results[0]),
      ['address_type', 'city', 'id', 'name', 'neighborhood'],
    ],
    ['the last phone change: last_change', 'auth/user/last_phone_change/?country=1', keysOf, ['last_change']],
  ])('%s', async (_case, path, read, expected) => {
    const response = await call(path, { token });
    expect(response.status).toBe(200);
    expect(read(await response.json())).toEqual(expected);
  });

  it('answers a call whose answer the spec does not document with nothing', async () => {
    const response = await call('auth/forgot-password/?country=1', {
      method: 'POST',
      body: JSON.stringify({ email: DEMO.client.email, type: 'client', redirect_url: window.location.origin }),
    });
    expect(await response.json()).toEqual({});
  });
});

describe('the minimal profile: what it does beyond cutting answers down', () => {
  it('puts an item of a status the app does not know first on the first page of the requests', async () => {
    const body = (await (await call('requests/?country=1', { token })).json()) as { results: { status?: string }[] };
    expect(body.results[0]).toMatchObject({ id: UNKNOWN_STATUS.id, status: UNKNOWN_STATUS.status });
    const second = (await (await call('requests/?country=1&page=2', { token })).json()) as { results: unknown[] };
    expect(second.results).not.toContainEqual(expect.objectContaining({ id: UNKNOWN_STATUS.id }));
  });

  it('gives one category an icon the app does not draw, in the list and on its own', async () => {
    const list = (await (await call('services/main-categories/?page_size=99999&country=1')).json()) as {
      results: { id: number; icon: string }[];
    };
    expect(list.results.filter((item) => item.icon === UNKNOWN_ICON.icon).map((item) => item.id)).toEqual([
      UNKNOWN_ICON.category,
    ]);
    const one = await call(`services/main-categories/${UNKNOWN_ICON.category}/?country=1`);
    expect(await one.json()).toMatchObject({ icon: UNKNOWN_ICON.icon });
  });

  it('never sees a call carrying Idempotency-Key: the browser refuses it (CORS)', async () => {
    const before = (await call('auth/user/addresses?page_size=99999&country=1', { token }).then((r) => r.json())) as {
      count: number;
    };
    const body = JSON.stringify({ city: 1, neighborhood: 1, address_type: 'home', name: 'Keyed' });
    await expect(
      call('auth/create/user/address/?country=1', {
        method: 'POST',
        token,
        body,
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      }),
    ).rejects.toThrow();
    const created = await call('auth/create/user/address/?country=1', { method: 'POST', token, body });
    expect(created.status).toBe(201);
    const after = (await call('auth/user/addresses?page_size=99999&country=1', { token }).then((r) => r.json())) as {
      count: number;
    };
    expect(after.count).toBe(before.count + 1);
  });

  it('is the full contract again once switched back', async () => {
    sandboxControl.setProfile('full');
    expect(keysOf(await (await call('common/country-by-code-name/jo')).json())).toContain('dial_code');
  });
});

describe("the minimal profile: errors in DRF's default shapes", () => {
  it.each<[string, number, unknown, unknown]>([
    [
      'a serializer field error',
      400,
      { error: 'Missing', fields: { email: 'Wrong Email' } },
      { email: ['Wrong Email'] },
    ],
    ['a 400 without fields', 400, { error: 'Passwords differ' }, { non_field_errors: ['Passwords differ'] }],
    [
      '401',
      401,
      { error: 'Authentication credentials were not provided.' },
      { detail: 'Authentication credentials were not provided.' },
    ],
    ['403', 403, { error: 'Wrong region' }, { detail: 'Wrong region' }],
    ['404', 404, { error: 'No result found' }, { detail: 'No result found' }],
    ['405', 405, { error: 'Method "PATCH" not allowed.' }, { detail: 'Method "PATCH" not allowed.' }],
    ['409', 409, { error: 'Already hired' }, { detail: 'Already hired' }],
    ['429', 429, { error: 'Too many attempts', retry_after: 60 }, { detail: 'Too many attempts' }],
  ])('%s', (_case, status, ours, drf) => {
    expect(drfErrorBody(status, ours)).toEqual({ json: drf });
  });

  it.each([500, 502, 503])('%s is an HTML page', (status) => {
    expect(drfErrorBody(status, { error: 'Boom' })).toEqual({ html: SERVER_ERROR_HTML });
  });

  it('reshapes what the handlers answer: field errors, a 401, a 403, a 404', async () => {
    const address = await call('auth/create/user/address/?country=1', {
      method: 'POST',
      token,
      body: JSON.stringify({ city: 1, address_type: 'home', name: 'No neighbourhood' }),
    });
    expect([address.status, await address.json()]).toEqual([400, { neighborhood: ['This field is required'] }]);
    const guest = await call('auth/user/profile/?country=1');
    expect([guest.status, await guest.json()]).toEqual([
      401,
      { detail: 'Authentication credentials were not provided.' },
    ]);
    const region = await call('common/cities/by-country/1?page_size=99999&country=2');
    expect([region.status, await region.json()]).toEqual([403, { detail: 'Wrong region' }]);
    const missing = await call('requests/999999/?country=1', { token });
    expect([missing.status, await missing.json()]).toEqual([404, { detail: 'No result found' }]);
  });

  it("keeps a 429's Retry-After header, and sends a crash as Django's HTML page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      route('post', 'reports/', () => failTooMany(60)),
      route('get', 'testimonials/', () => {
        throw new Error('a bug');
      }),
    );
    const limited = await call('reports/?country=1', { method: 'POST', token, body: '{}' });
    expect([limited.status, limited.headers.get('Retry-After'), await limited.json()]).toEqual([
      429,
      '60',
      { detail: expect.any(String) },
    ]);
    const crashed = await call('testimonials/?country=1');
    expect([crashed.status, crashed.headers.get('Content-Type'), await crashed.text()]).toEqual([
      500,
      'text/html; charset=utf-8',
      SERVER_ERROR_HTML,
    ]);
    const refused = await call('contact-us/?country=1', { method: 'POST', token, body: 'not JSON' });
    expect([refused.status, await refused.json()]).toEqual([400, { non_field_errors: ['A JSON body is required'] }]);
  });
});
