import { paths, ROLE_PREFIX, type Role } from '@/config/paths';

export { ROLE_PREFIX, type Role };

/**
 * The role of a page is told by its path: /service-providers/… is the provider side, anything
 * else the client side (spec §2, "two roles, one site"; the routes themselves: config/paths.ts).
 */
export function roleOfPath(path: string): Role {
  return path === ROLE_PREFIX.provider || path.startsWith(`${ROLE_PREFIX.provider}/`) ? 'provider' : 'client';
}

const PROBE_ORIGIN = 'https://same.site';

/** A path that, as written, can only mean this site: one leading `/`, no `//` or `/\\`, no control character. */
function looksLocal(path: string): boolean {
  return (
    path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/[\u0000-\u001f\u007f]/.test(path)
  );
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

/** Whether `path` (with or without its query) is one of a role's sign-in, sign-up or recovery pages. */
export function isAuthPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return Object.values(paths.auth).some((page) => pathname === page.getHref(roleOfPath(path)));
}

/** The login page that brings the person back to `returnTo` afterwards. */
export function loginPathFor(returnTo: string): string {
  const role = roleOfPath(returnTo);
  const next = safeNextPath(returnTo);
  return paths.auth.login.getHref(role, next && !isAuthPath(next) ? { next } : undefined);
}
