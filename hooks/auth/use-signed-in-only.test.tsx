import { render } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { describe, expect, it } from 'vitest';
import { createTestRouter } from '@/tests/router';
import { useSignedInOnly } from './use-signed-in-only';
import type { NextRouter } from 'next/router';

function Page() {
  useSignedInOnly();
  return null;
}

/** The router as the page sees it after a change: a new object, as Next's context gives. */
function changed(router: NextRouter, change: Partial<NextRouter>): NextRouter {
  return { ...router, ...change };
}

describe('useSignedInOnly', () => {
  it('sends a signed-out visitor to the login once, keeping the way back through later router changes', () => {
    const router = createTestRouter('/service-providers/notifications?lang=ar');
    const view = render(
      <RouterContext.Provider value={router}>
        <Page />
      </RouterContext.Provider>,
    );
    const login = '/service-providers/auth/login?next=%2Fservice-providers%2Fnotifications%3Flang%3Dar';
    expect(router.replace).toHaveBeenCalledExactlyOnceWith(login);
    // The login is loading and the page is still mounted: the router now reads the login's address.
    view.rerender(
      <RouterContext.Provider value={changed(router, { asPath: login })}>
        <Page />
      </RouterContext.Provider>,
    );
    expect(router.replace).toHaveBeenCalledExactlyOnceWith(login);
  });

  it('waits for the router to read the address before sending', () => {
    const router = createTestRouter('/clients/my-requests?status=open');
    const early = changed(router, { isReady: false, asPath: '/clients/my-requests' });
    const view = render(
      <RouterContext.Provider value={early}>
        <Page />
      </RouterContext.Provider>,
    );
    expect(router.replace).not.toHaveBeenCalled();
    view.rerender(
      <RouterContext.Provider value={router}>
        <Page />
      </RouterContext.Provider>,
    );
    expect(router.replace).toHaveBeenCalledExactlyOnceWith(
      '/clients/auth/login?next=%2Fclients%2Fmy-requests%3Fstatus%3Dopen',
    );
  });

  it('leaves a part that mounts once the login is loading to the send already made', () => {
    const login = '/service-providers/auth/login?next=%2Fservice-providers%2Fnotifications';
    const router = createTestRouter(login);
    render(
      <RouterContext.Provider value={router}>
        <Page />
      </RouterContext.Provider>,
    );
    expect(router.replace).not.toHaveBeenCalled();
  });
});
