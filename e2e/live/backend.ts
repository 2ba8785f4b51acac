import { MINIMAL_API as LIVE_API } from '../minimal/backend';
import type { Page } from '@playwright/test';

// The sandbox over HTTP as the live build under test reaches it: the minimal run's address and port.

/** The seed again (or a scenario on it). */
export async function resetBackend(scenario?: string): Promise<void> {
  const query = scenario ? `?scenario=${encodeURIComponent(scenario)}` : '';
  const response = await fetch(`${LIVE_API}/__sandbox/reset${query}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`The sandbox API did not reset: ${response.status}`);
}

/**
 * Signed in as `email` before the app starts: the tokens the API gives, stored as the app stores them
 * (store/shared/storage.ts), once per tab, so a logout later in the test stays a logout.
 */
export async function signInBeforeStart(page: Page, email: string, password: string): Promise<void> {
  const response = await fetch(`${LIVE_API}/api/v1/auth/token/?country=1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { access, refresh } = (await response.json()) as { access?: string; refresh?: string };
  if (!access) throw new Error(`${email} could not sign in: ${response.status}`);
  await page.addInitScript(
    (tokens) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('access-token', tokens.access);
      if (tokens.refresh) localStorage.setItem('refresh-token', tokens.refresh);
    },
    { access, refresh: refresh ?? '' },
  );
}
