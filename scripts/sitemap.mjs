// Writes public/sitemap.xml and public/robots.txt at build time, from the list of public pages
// (services/public-pages.json) and the site's origin (NEXT_PUBLIC_SITE_URL, read the way
// `next build` reads it; unset: http://localhost:3000, with a warning). Both files are generated.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const LANGUAGES = ['ar', 'en'];
const PREFIXES = ['/clients', '/service-providers'];

/** Every public path: the shared pages once (under /clients), the per-role ones under both prefixes. */
export function publicPaths(pages) {
  return [
    ...pages.shared.map((word) => `/clients/${word}`),
    ...pages.perRole.flatMap((word) => PREFIXES.map((prefix) => `${prefix}/${word}`)),
  ];
}

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap with one entry per page and language, each listing its hreflang alternates. */
export function sitemapXml(origin, paths) {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((lang) => [lang, `${origin}${path}?lang=${lang}`]),
      ['x-default', `${origin}${path}`],
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('\n');
    return LANGUAGES.map(
      (lang) => `  <url>\n    <loc>${escapeXml(`${origin}${path}?lang=${lang}`)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read everything public; the sandbox pages and the signed-in areas are not for them. */
export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\nDisallow: /sandbox/\nDisallow: /clients/settings\nDisallow: /service-providers/settings\nDisallow: /clients/my-requests\nDisallow: /clients/notifications\nDisallow: /service-providers/notifications\n\nSitemap: ${origin}/sitemap.xml\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { loadEnvConfig } = require('@next/env');
  const { combinedEnv } = loadEnvConfig(root, false, { info: () => undefined, error: console.error }, true);
  let origin = (combinedEnv.NEXT_PUBLIC_SITE_URL ?? '').replace(/\/+$/, '');
  if (!origin) {
    origin = 'http://localhost:3000';
    console.warn(`sitemap: NEXT_PUBLIC_SITE_URL is not set; the sitemap and robots.txt point at ${origin}`);
  }
  const pages = JSON.parse(readFileSync(new URL('../services/public-pages.json', import.meta.url), 'utf8'));
  writeFileSync(new URL('../public/sitemap.xml', import.meta.url), sitemapXml(origin, publicPaths(pages)));
  writeFileSync(new URL('../public/robots.txt', import.meta.url), robotsTxt(origin));
}
