/**
 * The site's public origin (NEXT_PUBLIC_SITE_URL, e.g. https://jo.example.com) for the links we hand
 * out: canonical URLs, shared links, the sandbox's emailed links. Empty: the page's own origin. Here
 * rather than in config.ts, which every page loads.
 */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? '').replace(/\/+$/, '');

/** The origin a link we hand out is built on: the configured one, else the page's. */
export function siteOrigin(): string {
  return SITE_URL || window.location.origin;
}
