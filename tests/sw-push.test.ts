// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTIFICATION_KINDS } from '@/services/notifications/notification-kinds';

/* public/sw-push.js (the worker-side push), evaluated against a fake ServiceWorkerGlobalScope: events in, notifications and windows out. */

const SOURCE = readFileSync(join(process.cwd(), 'public/sw-push.js'), 'utf8');
const ORIGIN = 'https://app.example.test';

type Listener = (event: unknown) => void;

/** A window of the browser's: its page, whether this worker controls it, and what it does when asked. */
interface FakeWindow {
  url: string;
  controlled?: boolean;
  focus: () => Promise<unknown>;
  navigate?: (url: string) => Promise<unknown>;
}

function worker(windows: FakeWindow[] = [], badging = true) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn((options: { includeUncontrolled?: boolean }) =>
        Promise.resolve(windows.filter((client) => options.includeUncontrolled || client.controlled)),
      ),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    navigator: badging
      ? { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) }
      : {},
  };
  new Function('self', SOURCE)(scope);
  /** Dispatch an event and wait for what it asked the worker to wait for. */
  async function dispatch(type: string, event: Record<string, unknown>): Promise<void> {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => waits.push(promise), ...event });
    await Promise.all(waits);
  }
  const push = (payload: unknown) =>
    dispatch('push', {
      data:
        payload === undefined
          ? null
          : {
              json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
              text: () => String(payload),
            },
    });
  return { scope, dispatch, push };
}

const PAYLOAD = {
  title: 'A new job in your services',
  body: 'Leak repair',
  url: '/service-providers/job-opportunities/10001',
  kind: 'new_job',
  tag: 'new_job-10001',
  unread: 3,
  language: 'en',
};

describe('a push', () => {
  it('is shown with its title, body, tag and page, and puts the unread count on the icon', async () => {
    const { scope, push } = worker();
    await push(PAYLOAD);
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'A new job in your services',
      expect.objectContaining({
        body: 'Leak repair',
        tag: 'new_job-10001',
        lang: 'en',
        dir: 'ltr',
        data: { url: PAYLOAD.url, kind: 'new_job' },
      }),
    );
    expect(scope.navigator.setAppBadge).toHaveBeenCalledWith(3);
  });

  it.each([
    ['no payload at all', undefined, 'لديك إشعار جديد', 'rtl'],
    ['an empty Arabic payload', { language: 'ar' }, 'لديك إشعار جديد', 'rtl'],
    ['an English payload without text', { language: 'en', title: '  ' }, 'You have a new notification', 'ltr'],
    ['a payload that is not JSON', 'plain words', 'لديك إشعار جديد', 'rtl'],
  ])('with %s is still shown, with a generic title in its language', async (_case, payload, title, dir) => {
    const { scope, push } = worker();
    await push(payload);
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(1);
    expect(scope.registration.showNotification).toHaveBeenCalledWith(title, expect.objectContaining({ dir }));
  });

  it('never opens another site: a foreign url becomes the start page', async () => {
    const { scope, push } = worker();
    await push({ ...PAYLOAD, url: 'https://evil.example/phish' });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      PAYLOAD.title,
      expect.objectContaining({ data: { url: '/', kind: 'new_job' } }),
    );
  });

  it('clears the badge at zero unread, and is shown where there is no Badging API', async () => {
    const badged = worker();
    await badged.push({ ...PAYLOAD, unread: 0 });
    expect(badged.scope.navigator.clearAppBadge).toHaveBeenCalled();
    const plain = worker([], false);
    await plain.push(PAYLOAD);
    expect(plain.scope.registration.showNotification).toHaveBeenCalled();
  });
});

describe('the sandbox’s push (a message)', () => {
  it('is shown exactly as a push; other messages are left alone', async () => {
    const { scope, dispatch } = worker();
    await dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
    await dispatch('message', { data: { type: 'sandbox-push', payload: PAYLOAD } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      PAYLOAD.title,
      expect.objectContaining({ tag: PAYLOAD.tag }),
    );
  });
});

describe('a tap', () => {
  const ORIGIN_PAGE = `${ORIGIN}${PAYLOAD.url}`;
  const refused = () => Promise.reject(new Error('InvalidAccessError: not allowed to focus a window'));
  const tap = (url: string) => ({ notification: { close: vi.fn(), data: { url } } });

  /** A window that answers focus and navigate as a browser does after a click (`refuse`: without the click's activation). */
  function browserWindow(url: string, controlled: boolean, refuse = false) {
    const client: FakeWindow & { focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> } = {
      url,
      controlled,
      focus: vi.fn(() => (refuse ? refused() : Promise.resolve(client))),
      navigate: vi.fn((to: string) => {
        if (!controlled) return Promise.reject(new TypeError('not controlled'));
        client.url = to;
        return Promise.resolve(client);
      }),
    };
    return client;
  }

  it.each([
    [
      'a window on the page',
      'focused',
      [browserWindow(ORIGIN_PAGE, false), browserWindow(`${ORIGIN}/x`, true)],
      PAYLOAD.url,
    ],
    ['a window of ours on another page', 'navigated', [browserWindow(`${ORIGIN}/home`, true)], PAYLOAD.url],
    ['only a window we do not control', 'opened', [browserWindow(`${ORIGIN}/home`, false)], PAYLOAD.url],
    ['no window', 'opened', [], PAYLOAD.url],
    ['a foreign url (the start page)', 'focused', [browserWindow(`${ORIGIN}/`, true)], 'https://evil.example/phish'],
    ['a window of ours elsewhere, focus refused', 'navigated', [browserWindow(`${ORIGIN}/x`, true, true)], PAYLOAD.url],
    ['a window on the page, focus refused', 'opened', [browserWindow(ORIGIN_PAGE, true, true)], PAYLOAD.url],
  ])('with %s: the page is %s', async (_case, outcome, windows, url) => {
    const { scope, dispatch } = worker(windows);
    const event = tap(url);
    await dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    const target = url.startsWith('https://evil') ? `${ORIGIN}/` : ORIGIN_PAGE;
    const client = windows[0];
    if (outcome !== 'opened' && !client) throw new Error('a focused or navigated case needs its window first');
    if (outcome === 'focused' && client) {
      expect(client.focus).toHaveBeenCalled();
      expect(client.navigate).not.toHaveBeenCalled();
    }
    if (outcome === 'navigated' && client) {
      expect(client.navigate).toHaveBeenCalledWith(target);
      expect(client.focus).toHaveBeenCalled();
      expect(client.url).toBe(target);
    }
    // Only the window that goes to the page is navigated: one already there is never reloaded.
    for (const other of windows)
      if (outcome !== 'navigated' || other !== client) expect(other.navigate).not.toHaveBeenCalled();
    if (outcome === 'opened') expect(scope.clients.openWindow).toHaveBeenCalledWith(target);
    else expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('goes on when opening a window is refused, and when the event cannot wait (a script dispatched it)', async () => {
    const { scope, dispatch } = worker([]);
    scope.clients.openWindow.mockImplementation(refused);
    await expect(dispatch('notificationclick', tap(PAYLOAD.url))).resolves.toBeUndefined();

    const moved = browserWindow(`${ORIGIN}/service-providers/home`, true, true);
    const untrusted = worker([moved]);
    const event = {
      ...tap(PAYLOAD.url),
      waitUntil: () => {
        throw new DOMException('The event handler is already finished.', 'InvalidStateError');
      },
    };
    expect(() => untrusted.dispatch('notificationclick', event)).not.toThrow();
    await vi.waitFor(() => expect(moved.url).toBe(ORIGIN_PAGE));
  });
});

describe('the kinds (the worker holds a copy of services/notifications/notification-kinds.ts)', () => {
  it("are the table's, in its order", () => {
    const copy = /var KINDS = \[([^\]]*)\];/.exec(SOURCE)?.[1] ?? '';
    const kinds = [...copy.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
    const line = `var KINDS = [${Object.keys(NOTIFICATION_KINDS)
      .map((kind) => `'${kind}'`)
      .join(', ')}];`;
    expect(kinds, `public/sw-push.js: replace its KINDS with\n${line}`).toEqual(Object.keys(NOTIFICATION_KINDS));
  });

  it.each([
    ['a known kind', 'offer_seen', 'offer_seen'],
    ['a kind from tomorrow', 'offer_boosted', 'general'],
    ['no kind', undefined, 'general'],
  ])('%s is %s on the notification', async (_case, kind, expected) => {
    const { scope, push } = worker();
    await push({ ...PAYLOAD, kind });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      PAYLOAD.title,
      expect.objectContaining({ data: { url: PAYLOAD.url, kind: expected } }),
    );
  });
});
