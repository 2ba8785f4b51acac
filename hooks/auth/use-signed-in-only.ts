import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { isAuthPath, loginPathFor } from '@/services/shared/routes';
import { useCurrentUser } from './use-profile';

/**
 * For pages only signed-in people use (settings, my requests, …): the current user, and a visitor
 * who came signed out is sent to the role's login, to come back here after it. Signing out from
 * such a page (logout, a closed account) navigates by itself and is not redirected again.
 *
 * The visitor is sent once, from this page's address once the router has read it. The page stays
 * mounted while the login loads, and a part of it can mount only then (after a gate): by then the
 * router reads the login's own address, and sending from it would drop the way back (`?next=`).
 */
export function useSignedInOnly() {
  const router = useRouter();
  const user = useCurrentUser();
  const cameSignedOut = useRef(user === null);
  const sent = useRef(false);
  useEffect(() => {
    if (!cameSignedOut.current || sent.current || !router.isReady || isAuthPath(router.asPath)) return;
    sent.current = true;
    void router.replace(loginPathFor(router.asPath));
  }, [router]);
  return user;
}
