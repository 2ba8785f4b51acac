import type { InboxMessage } from '@/mocks/data/auth/inbox';
import { createSandboxApi } from '@/mocks/sandbox-api';
import { sandboxControl } from '@/mocks/shared/control';
import { db } from '@/mocks/shared/db';
import { obtainToken } from '@/services/auth/auth';
import { appStore } from '@/store/shared/app-store';
import { STORAGE_KEYS, storeTokens } from '@/store/shared/storage';

/** Shared by the accounts handler tests: the app's client pointed at Jordan, as after the start sequence. */
export function useJordan(): void {
  appStore.reset({ language: 'en', country: db.state.locations.countries[0] ?? null });
}

/** Sign in through the real token call and keep the pair where the API client reads it (it refreshes an expired access token). */
export async function signInAs(email: string, password: string): Promise<string> {
  const { access, refresh } = await obtainToken({ email, password });
  storeTokens(access, refresh);
  return access;
}

export function signOut(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
}

/** The newest inbox message to `to` (as QA and Playwright read it: `window.__sandbox.inbox()`). */
export function lastMessageTo(to: string): InboxMessage {
  const message = createSandboxApi()
    .inbox()
    .filter((item) => item.to === to)
    .at(-1);
  if (!message) throw new Error(`No inbox message to ${to}`);
  return message;
}

export function tokenOf(message: InboxMessage): string {
  return new URL(message.link ?? '').searchParams.get('token') ?? '';
}

/** Move the sandbox clock forward by `ms` (cumulative). */
export function advance(ms: number): void {
  sandboxControl.setClockOffset(sandboxControl.state.clockOffsetMs + ms);
}

/** A raw call, for what the typed client cannot send (missing country, unknown fields). */
export function rawPost(path: string, body: unknown, query = '?country=1'): Promise<Response> {
  return fetch(`${window.location.origin}/api/v1/${path}${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
