import type { Page } from '@playwright/test';

/** e2e/simplejwt/backend.py as the live build under test reaches it (its NEXT_PUBLIC_API_BASE_URL). */
export const SIMPLEJWT_API = `http://127.0.0.1:${process.env.SIMPLEJWT_API_PORT ?? process.env.SANDBOX_API_PORT ?? 3102}`;

/**
 * The access token's life: short enough for a test to wait out (SimpleJWT's default is five minutes,
 * the report 20 s), long enough that a renewed token is still good when a held answer and a
 * loaded machine's reload have brought it to the page.
 */
export const ACCESS_SECONDS = 10;

export const SIMPLEJWT_USER = { email: 'client@simplejwt.test', password: 'Password123' };

/** The counts back to zero, and the next refresh's answer held `seconds` after its rotation is done. */
export async function holdNextRefresh(seconds = 0): Promise<void> {
  await fetch(`${SIMPLEJWT_API}/__test/refreshes`, { method: 'DELETE' });
  await fetch(`${SIMPLEJWT_API}/__test/levers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ delay: seconds }),
  });
}

/** How many refreshes the backend rotated (and blacklisted the token of), and how many it refused. */
export async function refreshes(): Promise<{ rotated: number; refused: number }> {
  return (await (await fetch(`${SIMPLEJWT_API}/__test/refreshes`)).json()) as { rotated: number; refused: number };
}

/** Signed in before the app starts, once per tab (a reload keeps what the app stored since). */
export async function signInBeforeStart(page: Page): Promise<void> {
  const response = await fetch(`${SIMPLEJWT_API}/api/v1/auth/token/?country=1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SIMPLEJWT_USER),
  });
  const { access, refresh } = (await response.json()) as { access?: string; refresh?: string };
  if (!access || !refresh) throw new Error(`SimpleJWT did not sign in: ${response.status}`);
  await page.addInitScript(
    (tokens) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('access-token', tokens.access);
      localStorage.setItem('refresh-token', tokens.refresh);
    },
    { access, refresh },
  );
}
