import { existsSync } from 'node:fs';
import { join } from 'node:path';
import PUBLIC_PAGES from '@/services/public-pages.json';
// @ts-expect-error -- a plain .mjs build script, without type declarations
import { publicPaths, robotsTxt, sitemapXml } from './sitemap.mjs';

const paths = publicPaths(PUBLIC_PAGES) as string[];

/** The page file behind a path (`pages/clients/about-us.tsx` or `…/about-us/index.tsx`). */
const pageExists = (path: string) =>
  ['.tsx', '/index.tsx'].some((end) => existsSync(join(process.cwd(), 'pages', `${path}${end}`)));

describe('sitemap', () => {
  it('lists only pages that exist, under both prefixes', () => {
    for (const path of paths) {
      expect(pageExists(path), path).toBe(true);
      expect(pageExists(path.replace('/clients/', '/service-providers/')), path).toBe(true);
    }
  });

  it('has each page in both languages with its alternates', () => {
    const xml = sitemapXml('https://jo.example.com', ['/clients/about-us']) as string;
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://jo.example.com/clients/about-us?lang=en</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://jo.example.com/clients/about-us"/>',
    );
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the sandbox', () => {
    expect(robotsTxt('https://jo.example.com')).toMatch(
      /Disallow: \/sandbox\/\n[\s\S]*Sitemap: https:\/\/jo\.example\.com\/sitemap\.xml\n$/,
    );
  });
});
