import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { sandboxControl } from '@/mocks/shared/control';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { FAKE_PUSH_ENDPOINT as ENDPOINT, fakePush } from '@/tests/fake-push';
import { renderApp } from '@/tests/render-app';
import PushDeviceCard from './PushDeviceCard';
import PushOptInCard from './PushOptInCard';

/* The opt-in card and the device switch against a fake Push API (jsdom has none) and the sandbox. */

const route = paths.job.getHref(6001);
const subscriptions = () => db.state.push?.subscriptions ?? [];

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.removeItem('PUSH_OPT_IN_DISMISSED');
});

describe('PushOptInCard', () => {
  it('explains first, asks only on the tap, then registers this device in its language', async () => {
    const push = fakePush('default', 'granted');
    const { user } = await renderApp(<PushOptInCard role="provider" />, { route, signInAs: DEMO.provider.email });
    expect(await screen.findByRole('heading', { name: 'Hear of new jobs first' })).toBeInTheDocument();
    expect(push.requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notifications are on.');
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(subscriptions()).toEqual([
      expect.objectContaining({ user: DEMO.provider.id, endpoint: ENDPOINT, language: 'en', role: 'provider' }),
    ]);
  });

  it('says nothing changed when the permission is refused, and subscribes nothing', async () => {
    const push = fakePush('default', 'denied');
    const { user } = await renderApp(<PushOptInCard role="provider" />, { route, signInAs: DEMO.provider.email });
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications were not allowed, so nothing changed.');
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(subscriptions()).toEqual([]);
  });

  it('undoes the subscription when the backend refuses it, and says it failed', async () => {
    sandboxControl.fail({ method: 'POST', path: 'notifications/push-subscriptions/', status: 500, times: 1 });
    const push = fakePush('default', 'granted');
    const { user } = await renderApp(<PushOptInCard role="provider" />, { route, signInAs: DEMO.provider.email });
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be turned on.');
    expect(push.unsubscribe).toHaveBeenCalled();
    expect(subscriptions()).toEqual([]);
    // Still offered: the device is off.
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
  });

  it('"Not now" hides it for good; a device already on or blocked is not asked', async () => {
    fakePush('default');
    const first = await renderApp(<PushOptInCard role="provider" />, { route, signInAs: DEMO.provider.email });
    await first.user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Hear of new jobs first' })).not.toBeInTheDocument();
    first.unmount();
    await renderApp(<PushOptInCard role="provider" />, { route, signInAs: DEMO.provider.email });
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    localStorage.removeItem('PUSH_OPT_IN_DISMISSED');
    fakePush('denied');
    const blocked = await renderApp(<PushOptInCard role="provider" />, { route, signInAs: DEMO.provider.email });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(blocked.container).toBeEmptyDOMElement();
  });
});

describe('PushDeviceCard', () => {
  it('turns push off on this device: unsubscribed here and removed on the backend', async () => {
    const push = fakePush('default', 'granted');
    const { user } = await renderApp(<PushDeviceCard role="provider" />, {
      route: paths.settings.notifications.getHref('provider'),
      signInAs: DEMO.provider.email,
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/^On: this device/)).toBeInTheDocument();
    expect(subscriptions()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByText(/^Off:/)).toBeInTheDocument();
    expect(push.unsubscribe).toHaveBeenCalled();
    expect(subscriptions()).toEqual([]);
  });

  it('tells a browser without push what to do', async () => {
    await renderApp(<PushDeviceCard role="provider" />, {
      route: paths.settings.notifications.getHref('provider'),
      signInAs: DEMO.provider.email,
    });
    expect(await screen.findByText(/add the site to your home screen/)).toBeInTheDocument();
  });

  it('a client who sent a request: told of offers, registered as a client; their "not now" leaves the provider\'s card', async () => {
    fakePush('default', 'granted');
    const client = await renderApp(<PushOptInCard role="client" />, {
      route: paths.request.getHref(6001),
      signInAs: DEMO.client.email,
    });
    expect(await screen.findByRole('heading', { name: 'Hear of each offer' })).toBeInTheDocument();
    await client.user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(localStorage.getItem('PUSH_OPT_IN_DISMISSED')).toBe('client');
    client.unmount();
    const provider = await renderApp(<PushOptInCard role="provider" />, { route, signInAs: DEMO.provider.email });
    expect(await screen.findByRole('heading', { name: 'Hear of new jobs first' })).toBeInTheDocument();
    provider.unmount();
    localStorage.removeItem('PUSH_OPT_IN_DISMISSED');
    const again = await renderApp(<PushOptInCard role="client" />, {
      route: paths.request.getHref(6001),
      signInAs: DEMO.client.email,
    });
    await again.user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notifications are on.');
    expect(subscriptions()).toEqual([expect.objectContaining({ user: DEMO.client.id, role: 'client' })]);
  });

  it('reads the first stored "1" as the provider\'s "not now"', async () => {
    fakePush('default');
    localStorage.setItem('PUSH_OPT_IN_DISMISSED', '1');
    const provider = await renderApp(<PushOptInCard role="provider" />, { route, signInAs: DEMO.provider.email });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(provider.container).toBeEmptyDOMElement();
  });
});
