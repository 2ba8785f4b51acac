import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths, ROLE_PREFIX, type Role } from './paths';
import { LANGUAGE_CODES } from '../locales/languages';

/** services/content/public-pages.json: the pages guests and crawlers read (`shared` once, canonical under /clients; `perRole` under both prefixes). */
export interface PublicPages {
  shared: readonly string[];
  perRole: readonly string[];
}

const ROLES = Object.keys(ROLE_PREFIX) as Role[];

/** Every public path: the shared pages once (under /clients), the per-role ones under both prefixes. */
export function publicPaths(pages: PublicPages): string[] {
  return [
    ...pages.shared.map((word) => `${ROLE_PREFIX.client}/${word}`),
    ...pages.perRole.flatMap((word) => ROLES.map((role) => `${ROLE_PREFIX[role]}/${word}`)),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap with one entry per page and language, each listing its hreflang alternates. */
export function sitemapXml(origin: string, publicPathList: readonly string[]): string {
  const entries = publicPathList.flatMap((path) => {
    const alternates = [
      ...LANGUAGE_CODES.map((lang) => [lang, `${origin}${path}?lang=${lang}`]),
      ['x-default', `${origin}${path}`],
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href ?? '')}"/>`)
      .join('\n');
    return LANGUAGE_CODES.map(
      (lang) => `  <url>\n    <loc>${escapeXml(`${origin}${path}?lang=${lang}`)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read everything public; the sandbox pages and the signed-in areas are not for them. */
export function robotsTxt(origin: string): string {
  const sandbox = paths.sandbox.inbox.getHref().replace(/[^/]+$/, '');
  const closed = [
    sandbox,
    ...ROLES.map((role) => paths.settings.index.getHref(role)),
    paths.myRequests.getHref(),
    ...ROLES.map((role) => paths.notifications.getHref(role)),
  ];
  return `User-agent: *\nAllow: /\n${closed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * Writes public/sitemap.xml and public/robots.txt (both gitignored) for the site's origin
 * (NEXT_PUBLIC_SITE_URL; unset: http://localhost:3000, with a warning). next.config.ts calls it when
 * Next loads the config to build or to serve `next dev`: the build declares it, no step runs before.
 */
export function writeSiteFiles(publicDir: string, pages: PublicPages, siteUrl: string | undefined): void {
  let origin = (siteUrl ?? '').replace(/\/+$/, '');
  if (!origin) {
    origin = 'http://localhost:3000';
    console.warn(`sitemap: NEXT_PUBLIC_SITE_URL is not set; the sitemap and robots.txt point at ${origin}`);
  }
  writeFileSync(join(publicDir, 'sitemap.xml'), sitemapXml(origin, publicPaths(pages)));
  writeFileSync(join(publicDir, 'robots.txt'), robotsTxt(origin));
}
