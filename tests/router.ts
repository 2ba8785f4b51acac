import { vi } from 'vitest';
import type { NextRouter } from 'next/router';

/** A memory router for screens under test: push/replace change `asPath`, and tests can read `router.asPath`. */
export function createTestRouter(path: string): NextRouter {
  const url = new URL(path, 'http://localhost:3000');
  const router: NextRouter = {
    basePath: '',
    pathname: url.pathname,
    route: url.pathname,
    asPath: `${url.pathname}${url.search}`,
    query: Object.fromEntries(url.searchParams),
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: vi.fn(async (target: string | { pathname?: string }) => {
      const next = typeof target === 'string' ? target : (target.pathname ?? '/');
      const nextUrl = new URL(next, 'http://localhost:3000');
      router.asPath = `${nextUrl.pathname}${nextUrl.search}`;
      router.pathname = nextUrl.pathname;
      router.query = Object.fromEntries(nextUrl.searchParams);
      return true;
    }),
    replace: vi.fn(async () => true),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(async () => undefined),
    beforePopState: vi.fn(),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
  };
  router.replace = router.push;
  return router;
}
