// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PUBLIC_PAGES from '@/services/content/public-pages.json';
import { publicPaths, robotsTxt, sitemapXml, writeSiteFiles } from './sitemap';

const paths = publicPaths(PUBLIC_PAGES);

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
    const xml = sitemapXml('https://jo.example.com', ['/clients/about-us']);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://jo.example.com/clients/about-us?lang=en</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://jo.example.com/clients/about-us"/>',
    );
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the sandbox and the signed-in areas', () => {
    expect(robotsTxt('https://jo.example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /sandbox/\nDisallow: /clients/settings\nDisallow: /service-providers/settings\n' +
        'Disallow: /clients/my-requests\nDisallow: /clients/notifications\nDisallow: /service-providers/notifications\n' +
        '\nSitemap: https://jo.example.com/sitemap.xml\n',
    );
  });

  it('writes both files for the site, or for localhost with a warning when no origin is set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-files-'));
    writeSiteFiles(dir, PUBLIC_PAGES, 'https://jo.example.com/');
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://jo.example.com/sitemap.xml');
    expect(readFileSync(join(dir, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://jo.example.com/clients/homepage?lang=ar</loc>',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeSiteFiles(dir, PUBLIC_PAGES, undefined);
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
