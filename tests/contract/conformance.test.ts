import { getResponse, http, HttpHandler, HttpResponse } from 'msw';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { runConformance } from './conformance';
import { formatTable } from './conformance-verdict';

const BASE = 'http://backend.test';

describe('the conformance run against the sandbox', () => {
  it.each([
    ['client', DEMO.client.email],
    ['provider', DEMO.provider.email],
  ])('conforms whole for a %s, writes included, and undoes what it wrote', async (_who, email) => {
    const addresses = db.state.accounts.addresses.length;
    const rows = await runConformance({ base: BASE, email, password: DEMO_PASSWORD, write: true });
    expect(rows.filter((row) => row.differs)).toEqual([]);
    expect(db.state.accounts.addresses).toHaveLength(addresses);
    expect(db.state.market.requests.at(-1)).toEqual(
      expect.objectContaining({ comment: 'Conformance run: safe to ignore', status: 'cancelled' }),
    );
    expect(rows.filter((row) => row.status !== null).length).toBeGreaterThan(35);
    expect(rows.map((row) => row.operation)).toEqual(
      expect.arrayContaining(['createAddress', 'createRequest', 'deleteAddress']),
    );
    expect(formatTable(rows)).toMatch(/calls: (\d+) conform, 0 differ/);
  });

  it('reads only without write', async () => {
    const rows = await runConformance({ base: BASE, email: DEMO.client.email, password: DEMO_PASSWORD });
    expect(rows.every((row) => row.call.startsWith('GET ') || row.operation === 'obtainToken')).toBe(true);
  });

  it('fails on a planted difference: a renamed field in one handler', async () => {
    server.use(
      http.get('*/api/v1/requests/:id/', async ({ request }) => {
        const real = await getResponse(
          handlers.filter((handler) => handler instanceof HttpHandler),
          request,
        );
        const { reference_number: reference, ...rest } = (await real?.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...rest, reference });
      }),
    );
    const rows = await runConformance({ base: BASE, email: DEMO.client.email, password: DEMO_PASSWORD });
    const differing = rows.filter((row) => row.differs);
    expect(differing).toEqual([
      expect.objectContaining({
        operation: 'getRequest',
        status: 200,
        verdict: '/reference_number: expected a value, got nothing',
      }),
    ]);
    expect(formatTable(rows)).toMatch(/1 differ/);
  });

  it('says what differs by pointer, expected and got, and refuses an unlisted status or a 5xx', async () => {
    server.use(
      http.get('*/api/v1/requests/:id/offers/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [{ id: 1, price: '50' }] }),
      ),
      http.get('*/api/v1/articles/', () => HttpResponse.json({ error: 'Teapot' }, { status: 418 })),
      http.get('*/api/v1/testimonials/', () => HttpResponse.json({ error: 'Down' }, { status: 503 })),
    );
    const rows = await runConformance({ base: BASE, email: DEMO.client.email, password: DEMO_PASSWORD });
    const verdict = (operation: string) => rows.find((row) => row.operation === operation)?.verdict;
    expect(verdict('listRequestOffers')).toMatch(/^\/results\/0\/\w+: expected/);
    expect(verdict('listArticles')).toMatch(/^status 418 is not listed/);
    expect(verdict('listTestimonials')).toBe('server error 503');
  });

  it('stops when the sign-in is refused', async () => {
    const rows = await runConformance({ base: BASE, email: DEMO.client.email, password: 'wrong' });
    expect(rows.at(-1)).toEqual(
      expect.objectContaining({ verdict: 'stopped: no country or no sign-in', differs: true }),
    );
  });
});
