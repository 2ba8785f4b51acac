import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

/**
 * The `?token=` of an emailed link (verify-email, reset password), read once and then taken out
 * of the address bar (history replaced), so it is neither in the history, nor shared with the
 * address, nor sent as a referrer. `null` until the router is ready; `''` when the link had none.
 */
export function useLinkToken(): string | null {
  const router = useRouter();
  const [token, setToken] = useState<string | null>(null);
  if (token === null && router.isReady) setToken(typeof router.query.token === 'string' ? router.query.token : '');

  useEffect(() => {
    if (!token) return;
    const url = new URL(router.asPath, 'http://localhost');
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    void router.replace(`${url.pathname}${url.search}`, undefined, { shallow: true });
  }, [router, token]);

  return token;
}
