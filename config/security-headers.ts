/**
 * The response headers every route is served with (next.config.ts `headers()`).
 * Build-time code: it runs in Node when Next loads its config, never in the browser.
 */
export interface SecurityOptions {
  /** NEXT_PUBLIC_API_BASE_URL: the live backend (REST and its notifications socket). Empty in the sandbox. */
  apiBaseUrl?: string;
  /** NEXT_PUBLIC_VITALS_URL: where real users' web vitals are sent (services/shared/vitals.ts), if anywhere. */
  vitalsUrl?: string;
  /** `next dev` injects inline and eval'd code for fast refresh; a production build never gets either. */
  dev: boolean;
  /** NEXT_PUBLIC_SITE_URL: when it is https, browsers are told to use https only (HSTS). */
  siteUrl?: string;
  /** NEXT_PUBLIC_CSP_REPORT_URL: where browsers report CSP violations (`report-to` and `report-uri`); none when unset. */
  reportUrl?: string;
}

/** The page whose inline scripts the policy allows (production); `/404` answers every path no page has. */
export interface PolicyOptions extends SecurityOptions {
  page: string;
}

/** The Reporting API group name the policy's `report-to` names (`Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** Two years, subdomains included: what the HSTS preload list asks for (the edge may add `preload`). */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

export interface Header {
  key: string;
  value: string;
}

/**
 * Stands in `script-src` for the hashes of one page's inline scripts (the pre-paint script and
 * Turbopack's bootstrap of that page). `scripts/csp-inline-hashes.mjs` replaces it after `next build`
 * with a hash of each script exactly as that page serves it. Left unreplaced, browsers ignore it as
 * an unknown keyword and run no inline script: the build fails safe (and the script fails the build).
 */
export const INLINE_SCRIPT_HASHES_PREFIX = "'inline-script-hashes:";

/** The placeholder of `page` (its key in Next's pages-manifest, e.g. `/clients/offers/[offerId]`). */
export function inlineScriptHashes(page: string): string {
  return `${INLINE_SCRIPT_HASHES_PREFIX}${page}'`;
}

/** The backend's origin and the origin of its `ws(s)://` socket, or nothing in the sandbox. */
function apiOrigins(apiBaseUrl: string | undefined): { api: string[]; socket: string[] } {
  if (!apiBaseUrl) return { api: [], socket: [] };
  const url = new URL(apiBaseUrl);
  return { api: [url.origin], socket: [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`] };
}

export function contentSecurityPolicy({ apiBaseUrl, vitalsUrl, dev, reportUrl, page }: PolicyOptions): string {
  const { api, socket } = apiOrigins(apiBaseUrl);
  const vitals = vitalsUrl ? [new URL(vitalsUrl).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [inlineScriptHashes(page)])],
    // Toasts and dialogs position themselves with inline styles; a style cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: for image previews before upload; uploaded images come from the backend.
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'font-src': ["'self'"],
    // The sandbox's MSW worker and socket are same-origin; live adds the API and its socket, and
    // the web-vitals collector's origin when one is set (sendBeacon is bound by connect-src).
    'connect-src': ["'self'", ...api, ...socket, ...vitals, ...(dev ? ['ws:'] : [])],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Google's authorisation page is a top-level navigation (location.assign), which
    // CSP does not restrict; no form ever posts off-site.
    'form-action': ["'self'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    // report-uri for browsers without the Reporting API; report-to wins where both are understood.
    ...(reportUrl ? { 'report-uri': [reportUrl], 'report-to': [CSP_REPORT_GROUP] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every response carries, static files included (the CSP is per page: `headerRules`). */
export function securityHeaders(options: SecurityOptions): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Voice dictation (the request form) needs the microphone on our own pages; nothing needs the rest.
    { key: 'Permissions-Policy', value: 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()' },
    // For browsers older than CSP's frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    // No other origin's window keeps a handle on ours (Google sign-in and payment are top-level navigations, not popups).
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(isHttps(options.siteUrl) ? [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }] : []),
    ...(options.reportUrl ? [{ key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${options.reportUrl}"` }] : []),
  ];
}

function isHttps(url: string | undefined): boolean {
  try {
    return Boolean(url) && new URL(url ?? '').protocol === 'https:';
  } catch {
    return false;
  }
}

/** `next dev`'s own files, which production never serves. */
const DEV_FILES = '_next/static/development/';

/**
 * The common headers on every path. Under `next dev` (16.4), Next answers its own
 * `_clientMiddlewareManifest.js`, which pages load as a script, with a JSON content type; with
 * `nosniff` Chromium refuses it and logs an error on every page (issue 44). Those development
 * files alone go without `nosniff`; a production build serves no such path, so it changes nothing there.
 */
function commonRules(headers: Header[], dev: boolean | undefined): HeaderRule[] {
  if (!dev) return [{ source: '/:path*', headers }];
  return [
    { source: `/:path((?!${DEV_FILES}).*)`, headers },
    { source: `/${DEV_FILES}:file*`, headers: headers.filter((header) => header.key !== 'X-Content-Type-Options') },
  ];
}

export interface HeaderRule {
  source: string;
  headers: Header[];
}

/**
 * next.config.ts `headers()`: the common headers everywhere; a CSP on every path but the hashed
 * static files (`/_next/static/`, where a policy does nothing), first the 404 page's (what answers a
 * path no page has, and public files, where it is harmless), then each page's own, which overrides
 * it (Next: the last rule that sets a key wins). Each page's policy lists only its own inline
 * scripts' hashes, about 0.2 KB, where one policy for all pages carried all 77 pages' (~4 KB).
 */
export function headerRules(
  options: SecurityOptions,
  pages: readonly { page: string; source: string }[],
): HeaderRule[] {
  const policy = (page: string): Header[] => [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ ...options, page }) },
  ];
  return [
    ...commonRules(securityHeaders(options), options.dev),
    { source: '/:path((?!_next/static/).*)', headers: policy('/404') },
    ...pages.map(({ page, source }) => ({ source, headers: policy(page) })),
  ];
}
