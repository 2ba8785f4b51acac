import { waitFor } from '@testing-library/react';
import { sandboxControl } from '@/mocks/shared/control';
import { db } from '@/mocks/shared/db';
import { created } from '@/mocks/shared/http';
import { answerOnce, REPLAYED_HEADER } from '@/mocks/shared/idempotency';
import { IDEMPOTENCY_TTL_MS, newIdempotencyKey } from '@/services/api/idempotency';
import { IDEMPOTENCY_HEADER } from '@/services/api/idempotency-header';
import { createRequest } from '@/services/requests/requests';
import { advance, signOut, useJordan } from './accounts.test-kit';
import { answersFor, as, HOME, LEAK_REPAIR } from './market.test-kit';

/** docs/api.md "Idempotency": a repeated key answers the first status and body, once per record. */

beforeEach(async () => {
  useJordan();
  await as('client');
});

afterEach(() => sandboxControl.clear());

const body = (comment = 'Under the sink') => ({
  sub_service: LEAK_REPAIR,
  address: HOME,
  timing: 'urgent' as const,
  answers: answersFor(LEAK_REPAIR),
  comment,
});
const requestCount = () => db.state.market.requests.length;

function post(path: string, payload: unknown, key: string): Promise<Response> {
  const token = localStorage.getItem('access-token');
  return fetch(`${window.location.origin}/api/v1/${path}?country=1`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [IDEMPOTENCY_HEADER]: key,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
  });
}

/** The refusal `route()` hands in, without the translation. */
const refuse = (status: number, error: string) => Response.json({ error }, { status });

/** A bare POST with a key, for `answerOnce` itself. */
const keyed = (key: string) =>
  new Request('http://localhost/api/v1/x', { method: 'POST', headers: { [IDEMPOTENCY_HEADER]: key }, body: '{}' });

describe('POST with an Idempotency-Key', () => {
  it('creates one record for the same key twice and replays the first status and body', async () => {
    const before = requestCount();
    const key = newIdempotencyKey();
    const first = await post('requests/', body(), key);
    const again = await post('requests/', body(), key);
    expect(requestCount()).toBe(before + 1);
    expect(again.status).toBe(first.status);
    expect(first.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('creates one record through the app’s own call sent twice with its key', async () => {
    const before = requestCount();
    const key = newIdempotencyKey();
    const [first, second] = [await createRequest(body(), key), await createRequest(body(), key)];
    expect(second.id).toBe(first.id);
    expect(requestCount()).toBe(before + 1);
  });

  it('creates a record per key', async () => {
    const before = requestCount();
    await createRequest(body(), newIdempotencyKey());
    await createRequest(body(), newIdempotencyKey());
    expect(requestCount()).toBe(before + 2);
  });

  it('replays a 4xx answer without running the call again', async () => {
    const key = newIdempotencyKey();
    const first = await post('requests/', { ...body(), address: 999_999 }, key);
    expect(first.status).toBeGreaterThanOrEqual(400);
    const again = await post('requests/', { ...body(), address: 999_999 }, key);
    expect([again.status, await again.json()]).toEqual([first.status, await first.json()]);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('refuses the same key with another body (422) and creates nothing more', async () => {
    const key = newIdempotencyKey();
    await post('requests/', body(), key);
    const before = requestCount();
    const other = await post('requests/', body('Another comment'), key);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: `This ${IDEMPOTENCY_HEADER} was used with a different request` });
    expect(requestCount()).toBe(before);
  });

  it('answers 409 to the same key while the first call is still being answered', async () => {
    let finish: (response: Response) => void = () => undefined;
    const slow = () => new Promise<Response>((resolve) => (finish = resolve));
    const key = newIdempotencyKey();
    const first = answerOnce(keyed(key), 'requests/', null, refuse, slow);
    await waitFor(() => expect(finish).not.toBe(undefined));
    const second = await answerOnce(keyed(key), 'requests/', null, refuse, () => Promise.resolve(created({ id: 2 })));
    expect(second.status).toBe(409);
    finish(created({ id: 1 }));
    expect(await (await first).json()).toEqual({ id: 1 });
    expect(await (await answerOnce(keyed(key), 'requests/', null, refuse, slow)).json()).toEqual({ id: 1 });
  });

  it('scopes a key to its caller: another user’s same key is another request', async () => {
    const key = newIdempotencyKey();
    const message = { topic: 'general', details: 'Hello', name: 'Rania', email: 'rania@example.com' };
    const mine = (await (await post('contact-us/', message, key)).json()) as { id: number };
    signOut();
    const guest = (await (await post('contact-us/', message, key)).json()) as { id: number };
    expect(guest.id).not.toBe(mine.id);
  });

  it('forgets a key after 24 hours of the sandbox clock', async () => {
    const key = newIdempotencyKey();
    const before = requestCount();
    await createRequest(body(), key);
    advance(IDEMPOTENCY_TTL_MS - 1000);
    await createRequest(body(), key);
    expect(requestCount()).toBe(before + 1);
    advance(1000);
    await createRequest(body(), key);
    expect(requestCount()).toBe(before + 2);
    expect(Object.keys(db.state.idempotency ?? {})).toHaveLength(1);
  });

  it('keeps no answer for a 5xx: the retry runs the call', async () => {
    const key = newIdempotencyKey();
    const failed = await answerOnce(keyed(key), 'reports/', null, refuse, () =>
      Promise.resolve(Response.json({ error: 'Down' }, { status: 503 })),
    );
    expect(failed.status).toBe(503);
    const retried = await answerOnce(keyed(key), 'reports/', null, refuse, () => Promise.resolve(created({ id: 7 })));
    expect(retried.status).toBe(201);
    expect(retried.headers.get(REPLAYED_HEADER)).toBeNull();
  });
});
