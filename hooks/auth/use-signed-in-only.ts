import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { loginPathFor } from '@/services/shared/routes';
import { useCurrentUser } from './use-profile';

/**
 * For pages only signed-in people use (settings, my requests, …): the current user, and a visitor
 * who came signed out is sent to the role's login, to come back here after it. Signing out from
 * such a page (logout, a closed account) navigates by itself and is not redirected again.
 */
export function useSignedInOnly() {
  const router = useRouter();
  const user = useCurrentUser();
  const cameSignedOut = useRef(user === null);
  useEffect(() => {
    if (cameSignedOut.current) void router.replace(loginPathFor(router.asPath));
  }, [router]);
  return user;
}
