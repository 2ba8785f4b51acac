import type { InboxMessage } from '../../mocks/data/auth/inbox';

/**
 * The minimal backend (scripts/sandbox-api.mjs --profile minimal) as the live build under test
 * reaches it: NEXT_PUBLIC_API_BASE_URL of that build. A test sets it up through its own levers
 * (`/__sandbox/…`) or through the API, as any other caller would.
 */
export const MINIMAL_API = `http://127.0.0.1:${process.env.MINIMAL_API_PORT ?? process.env.SANDBOX_API_PORT ?? 3102}`;

/** Jordan, the one country open for business (every call carries it). */
const COUNTRY = 1;

/** The seed again (or a scenario on it); the profile stays minimal. */
export async function resetBackend(scenario?: string): Promise<void> {
  const query = scenario ? `?scenario=${encodeURIComponent(scenario)}` : '';
  const response = await fetch(`${MINIMAL_API}/__sandbox/reset${query}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`The minimal backend did not reset: ${response.status}`);
}

/** The WhatsApp code the backend "sent" last to `phone`. */
export async function lastCode(phone: string): Promise<string> {
  const inbox = (await (await fetch(`${MINIMAL_API}/__sandbox/inbox`)).json()) as InboxMessage[];
  const code = inbox.filter((message) => message.kind === 'otp' && message.to === phone).at(-1)?.code;
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

/** One API call as a person signed in with `email` would make it (a provider answering a request). */
export async function callAs(
  email: string,
  password: string,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const url = (at: string) => `${MINIMAL_API}/api/v1/${at}?country=${COUNTRY}`;
  const json = { 'Content-Type': 'application/json', 'Accept-Language': 'en' };
  const signIn = await fetch(url('auth/token/'), {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const { access } = (await signIn.json()) as { access?: string };
  if (!access) throw new Error(`${email} could not sign in: ${signIn.status}`);
  const response = await fetch(url(path), {
    method,
    headers: { ...json, Authorization: `Bearer ${access}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
