import { createElement, type ComponentType } from 'react';
import { server } from '@/mocks/node';
import { renderApp } from './render-app';

/*
 * A signed-out visit to a page only signed-in people use (issue 43): the page sends the visitor to
 * the login and makes no call on the way there. A call without a user only collects a 401 (and, on
 * a backend that counts them, a refusal against this device) for an answer nobody will read.
 */

/** The routes behind a sign-in, and their page modules (pages/). */
const SIGNED_IN_PAGES: [route: string, page: () => Promise<{ default: ComponentType }>][] = [
  ['/clients/my-requests', () => import('@/pages/clients/my-requests/index')],
  ['/clients/my-requests/1', () => import('@/pages/clients/my-requests/[requestId]')],
  ['/clients/offers/1', () => import('@/pages/clients/offers/[offerId]')],
  ['/clients/notifications', () => import('@/pages/clients/notifications')],
  ['/clients/reviews', () => import('@/pages/clients/reviews')],
  ['/clients/settings/account', () => import('@/pages/clients/settings/account')],
  ['/clients/settings/addresses', () => import('@/pages/clients/settings/addresses')],
  ['/clients/settings/edit-profile', () => import('@/pages/clients/settings/edit-profile')],
  ['/clients/settings/notifications', () => import('@/pages/clients/settings/notifications')],
  ['/service-providers/job-opportunities', () => import('@/pages/service-providers/job-opportunities/index')],
  ['/service-providers/scheduled-works', () => import('@/pages/service-providers/scheduled-works/index')],
  ['/service-providers/submitted-offers', () => import('@/pages/service-providers/submitted-offers')],
  ['/service-providers/balance', () => import('@/pages/service-providers/balance')],
  ['/service-providers/spending-limit', () => import('@/pages/service-providers/spending-limit')],
  ['/service-providers/my-services', () => import('@/pages/service-providers/my-services')],
  ['/service-providers/services-location', () => import('@/pages/service-providers/services-location')],
  ['/service-providers/notifications', () => import('@/pages/service-providers/notifications')],
  ['/service-providers/reviews', () => import('@/pages/service-providers/reviews')],
  ['/service-providers/settings/account', () => import('@/pages/service-providers/settings/account')],
];

describe('a signed-out visit to a signed-in page', () => {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.includes('/api/v1/')) calls.push(`${request.method} ${pathname}`);
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it.each(SIGNED_IN_PAGES)('%s goes to the login and calls nothing', async (route, page) => {
    const { default: Page } = await page();
    const { router } = await renderApp(createElement(Page), { route, withLayout: true });
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalled(), { timeout: 20_000 });
    // What a screen would send it sends at mount, or as its chunks arrive: give them the time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);
  });
});
