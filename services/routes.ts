/**
 * Role prefixes (§2) and the paths the shell itself needs. The role of a page is
 * told by its path: /service-providers/… is the provider side, anything else the client side.
 */
export type Role = 'client' | 'provider';

export const ROLE_PREFIX: Record<Role, string> = {
  client: '/clients',
  provider: '/service-providers',
};

export function roleOfPath(path: string): Role {
  return path === ROLE_PREFIX.provider || path.startsWith(`${ROLE_PREFIX.provider}/`) ? 'provider' : 'client';
}

export function homePath(role: Role): string {
  return `${ROLE_PREFIX[role]}/homepage`;
}

export function authPath(role: Role, page: 'login' | 'register' | 'forgot-password' | 'verify-email' | 'resetPassword'): string {
  return `${ROLE_PREFIX[role]}/auth/${page}`;
}

const PROBE_ORIGIN = 'https://same.site';

/** A path that, as written, can only mean this site: one leading `/`, no `//` or `/\\`, no control character. */
function looksLocal(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/[\u0000-\u001f\u007f]/.test(path);
}

/**
 * The one judge of a post-sign-in, post-sign-up or post-verification destination.
 * The input must look local, and so must the *result* after the URL parser has
 * collapsed dot segments and decoded what it decodes (`/.//evil.example` and
 * `/%2e//evil.example` become `//evil.example`): a result that starts with `//`
 * or `/\` or resolves to another origin is refused. Anything else gives null.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || !looksLocal(next)) return null;
  let result: string;
  try {
    const url = new URL(next, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    result = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
  if (!looksLocal(result)) return null;
  // Followed again (by the router or a reload), the result must still stay here.
  return new URL(result, PROBE_ORIGIN).origin === PROBE_ORIGIN ? result : null;
}

/** The login page that brings the person back to `returnTo` afterwards. */
export function loginPathFor(returnTo: string): string {
  const login = authPath(roleOfPath(returnTo), 'login');
  const next = safeNextPath(returnTo);
  return next && !next.includes('/auth/') ? `${login}?next=${encodeURIComponent(next)}` : login;
}
