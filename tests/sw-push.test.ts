// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/* public/sw-push.js (the worker-side push), evaluated against a fake ServiceWorkerGlobalScope: events in, notifications and windows out. */

const SOURCE = readFileSync(join(process.cwd(), 'public/sw-push.js'), 'utf8');
const ORIGIN = 'https://app.example.test';

type Listener = (event: unknown) => void;

function worker(windows: { url: string; focus: () => Promise<unknown> }[] = [], badging = true) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
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
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
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
  const tap = (url: string) => ({ notification: { close: vi.fn(), data: { url } } });

  it('focuses a tab already on the page', async () => {
    const focus = vi.fn(() => Promise.resolve());
    const { scope, dispatch } = worker([
      { url: `${ORIGIN}/service-providers/home`, focus: vi.fn() },
      { url: `${ORIGIN}${PAYLOAD.url}`, focus },
    ]);
    const event = tap(PAYLOAD.url);
    await dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the page when no tab shows it', async () => {
    const { scope, dispatch } = worker([{ url: `${ORIGIN}/service-providers/home`, focus: vi.fn() }]);
    await dispatch('notificationclick', tap(PAYLOAD.url));
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${PAYLOAD.url}`);
  });
});
