// @vitest-environment node
import { join } from 'node:path';
import { pageRoutes } from './page-routes';
import { paths } from './paths';
import { routeEntryOf, routeNamespaces } from './route-namespaces';

describe('routeNamespaces: the translations a first screen reads besides the start’s (config/paths.ts)', () => {
  it.each([
    ['/clients/homepage', ['home']],
    ['/clients/homepage?lang=en', ['home']],
    ['/service-providers/homepage?lang=en', ['home']],
    ['/service-providers/homepage', ['home']],
    ['/clients/offers/12', ['offers', 'provider-profile', 'reviews', 'validation']],
    ['/clients/offers/[offerId]', ['offers', 'provider-profile', 'reviews', 'validation']],
    ['/service-providers/auth/login?next=%2Fservice-providers%2Fbalance', ['auth', 'validation']],
    ['/clients/services', ['catalogue']],
    ['/clients/services/7', ['catalogue']],
    ['/clients/services/7?request=1', ['catalogue']],
    ['/clients/settings', ['provider-account', 'settings']],
    ['/service-providers/settings/edit-profile', ['settings', 'validation']],
    ['/sandbox/inbox', []],
    ['/clients/no-such-page', []],
    ['/404', []],
  ])('%s → %j', (url, namespaces) => {
    expect(routeNamespaces(url)).toEqual(namespaces);
  });

  it('finds the entry that names each page (the question form gives way to its service page)', () => {
    const asPage = (route: string, page: string) =>
      (route.split('?')[0] ?? '').replace('<role>', page.split('/')[1] ?? '').replace(/\{(\w+)\}/g, '[$1]');
    for (const { page } of pageRoutes(join(process.cwd(), 'pages')).filter((route) => route.page !== '/404'))
      expect(asPage(routeEntryOf(page)?.route ?? '', page)).toBe(page);
  });

  it('is the entry itself, for the shared screens of both sides', () => {
    expect(routeNamespaces(paths.reviews.getHref('client'))).toBe(paths.reviews.namespaces);
    expect(routeNamespaces(paths.reviews.getHref('provider'))).toBe(paths.reviews.namespaces);
  });
});
