import { sandboxControl } from './control';
import { db, memoryPersistence, READ_SAVE_DELAY_MS, type Persistence, type SandboxState } from './db';
import { resetSandbox } from '../node';
import { createSandboxApi } from '../sandbox-api';

/** Raw calls to the sandbox, as a strict backend would get them. */
const call = (path: string, init?: RequestInit) => fetch(`${window.location.origin}/api/v1/${path}`, init);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

const CITIES = 'common/cities/by-country/1?page_size=99999';

describe('the sandbox as a strict backend (mocks/shared/http.ts)', () => {
  it('answers a country open for business', async () => {
    const { status, body } = await json(await call(`${CITIES}&country=1`));
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 12, next: null, previous: null });
  });

  it.each([
    ['a listed country not open for business (Saudi Arabia)', '&country=2', 403, 'Wrong region'],
    ['the United Kingdom', '&country=3', 403, 'Wrong region'],
    ['no country', '', 400, 'Query parameter country is required'],
    ['an unknown country', '&country=99', 400, 'Unknown country'],
  ])('refuses %s', async (_case, query, status, error) => {
    expect(await json(await call(`${CITIES}${query}`))).toEqual({ status, body: { error } });
  });

  it('needs the exact path: the documented query and the trailing slash', async () => {
    expect(await json(await call('common/cities/by-country/1?country=1'))).toEqual({
      status: 400,
      body: { error: 'Query parameter page_size=99999 is required' },
    });
    expect((await call('auth/token?country=1', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('refuses unknown and missing body fields with a 400 and an error', async () => {
    const post = (body: unknown) =>
      call('auth/token/?country=1', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const unknown = await json(await post({ email: 'a@b.co', password: 'x', remember: true }));
    const missing = await json(await post({ email: 'a@b.co' }));
    expect(unknown.status).toBe(400);
    expect(missing.status).toBe(400);
    expect(unknown.body).toHaveProperty('error');
    expect(missing.body).toHaveProperty('error');
  });
});

describe('saving the sandbox state', () => {
  it('saves a change at once, and a burst of reads once, a moment later or when the page goes', async () => {
    // The moment later is a timer: faked, the burst takes no time however slow the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const memory = memoryPersistence();
    const saves = vi.fn();
    db.usePersistence({ ...memory, save: (state) => (saves(), memory.save(state)) });
    for (let i = 0; i < 3; i += 1) expect((await call(`${CITIES}&country=1`)).status).toBe(200);
    await vi.advanceTimersByTimeAsync(READ_SAVE_DELAY_MS - 1);
    expect(saves).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toHaveBeenCalledTimes(1);
    await call(`${CITIES}&country=1`);
    db.flush();
    expect(saves).toHaveBeenCalledTimes(2);
    db.flush();
    expect(saves).toHaveBeenCalledTimes(2);
    await call('auth/token/?country=1', { method: 'POST', body: '{}' });
    expect(saves).toHaveBeenCalledTimes(3);
  });
});

describe('one sandbox for every tab', () => {
  /** The browser's localStorage as two tabs share it: the stored state and which save it is. */
  function sharedStorage() {
    const shared = { saved: null as string | null, revision: 0 };
    const tab = (): Persistence => ({
      load: () => (shared.saved ? (JSON.parse(shared.saved) as SandboxState) : null),
      save: (state) => {
        shared.saved = JSON.stringify(state);
        shared.revision += 1;
      },
      clear: () => undefined,
      revision: () => String(shared.revision),
    });
    return { shared, tab };
  }

  it("answers from the state another tab saved since, and a read's late save never undoes it", async () => {
    const { shared, tab } = sharedStorage();
    db.usePersistence(tab());
    db.save();
    const user = db.state.accounts.users[0]!;
    expect((await call(`${CITIES}&country=1`)).status).toBe(200); // a read: its save waits
    // Meanwhile another tab (its own copy) changes the state and saves it.
    const other = JSON.parse(shared.saved!) as SandboxState;
    other.accounts.users[0]!.first_name = 'Changed elsewhere';
    tab().save(other);
    db.flush();
    expect((JSON.parse(shared.saved!) as SandboxState).accounts.users[0]?.first_name).toBe('Changed elsewhere');
    expect((await call(`${CITIES}&country=1`)).status).toBe(200);
    expect(db.state.accounts.users[0]?.first_name).toBe('Changed elsewhere');
    expect(user.first_name).not.toBe('Changed elsewhere');
  });

  it("leaving the page drops a read's pending save where tabs share the state: it could undo another tab's", async () => {
    const { shared, tab } = sharedStorage();
    db.usePersistence({ ...tab(), exclusive: (work) => work() });
    db.save();
    const before = shared.revision;
    expect((await call(`${CITIES}&country=1`)).status).toBe(200);
    db.flush();
    await new Promise((resolve) => setTimeout(resolve, READ_SAVE_DELAY_MS * 2));
    expect(shared.revision).toBe(before);
  });

  it('a QA lever acts on the state another tab saved, and saves at once', () => {
    const { shared, tab } = sharedStorage();
    db.usePersistence(tab());
    db.save();
    const other = JSON.parse(shared.saved!) as SandboxState;
    other.accounts.sessions = [
      {
        user_id: 1,
        access: 'a',
        access_expires_at: '2999-01-01T00:00:00.000Z',
        refresh: 'r',
        refresh_expires_at: '2999-01-01T00:00:00.000Z',
      },
    ];
    tab().save(other);
    const before = shared.revision;
    createSandboxApi().expireSessions();
    expect(shared.revision).toBe(before + 1);
    const saved = JSON.parse(shared.saved!) as SandboxState;
    expect(saved.accounts.sessions).toHaveLength(1);
    expect(new Date(saved.accounts.sessions[0]!.refresh_expires_at).getTime()).toBeLessThan(Date.now() + 1000);
  });
});

describe('QA levers: forced failures (sandboxControl.fail / window.__sandbox.fail)', () => {
  it('answers a status and an error the given number of times, then the real answer', async () => {
    sandboxControl.fail({ method: 'GET', path: 'common/cities/*', status: 500, error: 'Boom', times: 1 });
    expect(await json(await call(`${CITIES}&country=1`))).toEqual({ status: 500, body: { error: 'Boom' } });
    expect((await call(`${CITIES}&country=1`)).status).toBe(200);
  });

  it("can make any call say 'Wrong region'", async () => {
    sandboxControl.fail({ path: 'common/country-by-code-name/jo', status: 403, error: 'Wrong region' });
    expect(await json(await call('common/country-by-code-name/jo'))).toEqual({
      status: 403,
      body: { error: 'Wrong region' },
    });
  });

  it('matches the method: a POST rule leaves GETs alone', async () => {
    sandboxControl.fail({ method: 'POST', path: 'common/cities/*', status: 500 });
    expect((await call(`${CITIES}&country=1`)).status).toBe(200);
  });

  it('fails as a network error', async () => {
    sandboxControl.fail({ path: 'common/country-by-code-name/jo', network: true });
    await expect(call('common/country-by-code-name/jo')).rejects.toThrow();
  });

  it('slows a call down', async () => {
    // The sandbox waits on a timer: faked (with the clock), the test moves time in steps of 10 ms
    // and reads when the answer came on that clock, never on the wall clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => void vi.useRealTimers());
    sandboxControl.fail({ path: 'common/country-by-code-name/jo', delayMs: 120 });
    const started = Date.now();
    let answeredAt: number | null = null;
    const answer = call('common/country-by-code-name/jo').finally(() => (answeredAt = Date.now()));
    while (answeredAt === null) await vi.advanceTimersByTimeAsync(10);
    expect((await answer).status).toBe(200);
    expect(answeredAt - started).toBeGreaterThanOrEqual(120);
  });

  it('a reset clears every forced failure', async () => {
    sandboxControl.fail({ path: 'common/country-by-code-name/jo', status: 500 });
    resetSandbox();
    expect((await call('common/country-by-code-name/jo')).status).toBe(200);
  });
});
