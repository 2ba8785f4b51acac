/**
 * Build-time configuration. NEXT_PUBLIC_* values are inlined by Next, so with
 * NEXT_PUBLIC_API_BASE_URL set, `SANDBOX` is the constant `false` and the
 * sandbox's dynamic import is dropped from the build.
 */
export const API_BASE_URL = (process.env.NEXT_PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, '');

export const SANDBOX = !process.env.NEXT_PUBLIC_API_BASE_URL;

export const API_PREFIX = `${API_BASE_URL}/api/v1/`;

/** The notifications socket lives on the backend's host (the page's own host in the sandbox). */
export function notificationsSocketUrl(token: string, pageLocation: Pick<Location, 'protocol' | 'host'>): string {
  const base = API_BASE_URL ? new URL(API_BASE_URL) : pageLocation;
  const scheme = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${base.host}/ws/notifications/?token=${encodeURIComponent(token)}`;
}

export const SITE_PASSWORD = process.env.NEXT_PUBLIC_SITE_PASSWORD ?? '';

export const GOOGLE_CLIENT_ID = process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID ?? '';
