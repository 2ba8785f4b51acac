// @vitest-environment node
import { join } from 'node:path';
import { pageRouteOf, pageRoutes } from './page-routes';

describe('pageRouteOf', () => {
  it.each([
    ['clients/homepage.tsx', { page: '/clients/homepage', source: '/clients/homepage' }],
    ['clients/offers/[offerId].tsx', { page: '/clients/offers/[offerId]', source: '/clients/offers/:offerId' }],
    ['clients/articles/index.tsx', { page: '/clients/articles', source: '/clients/articles' }],
    ['index.tsx', { page: '/', source: '/' }],
    ['404.tsx', { page: '/404', source: '/404' }],
    ['docs/[...slug].tsx', { page: '/docs/[...slug]', source: '/docs/:slug*' }],
    ['_app.tsx', null],
    ['_document.tsx', null],
    ['api/health.ts', null],
  ])('%s → %o', (file, route) => {
    expect(pageRouteOf(file)).toEqual(route);
  });
});

describe('pageRoutes', () => {
  it("reads this app's pages: every route once, both roles, the 404", () => {
    const routes = pageRoutes(join(process.cwd(), 'pages'));
    const pages = routes.map((route) => route.page);
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toEqual(
      expect.arrayContaining(['/404', '/clients/homepage', '/service-providers/job-opportunities/[requestId]']),
    );
    expect(pages).not.toContain('/_app');
  });
});
