import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The pages router's routes, read from `pages/` when Next loads its config (next.config.ts), so
 * each page can be sent the CSP with its own inline scripts' hashes. `page` is the key Next uses
 * in `server/pages-manifest.json` (`/clients/offers/[offerId]`); `source` is the header rule's
 * path pattern (`/clients/offers/:offerId`).
 */
export interface PageRoute {
  page: string;
  source: string;
}

const PAGE_FILE = /\.(tsx|ts|jsx|js)$/;

/** `clients/offers/[offerId].tsx` → its route, or null for `_app`, `_document`, `_error` and API routes. */
export function pageRouteOf(file: string): PageRoute | null {
  const path = file.split(sep).join('/').replace(PAGE_FILE, '');
  if (path.split('/').some((part) => part.startsWith('_')) || path.startsWith('api/')) return null;
  const page = `/${path}`.replace(/\/index$/, '') || '/';
  const source = page
    .split('/')
    .map((part) => part.replace(/^\[\[?\.\.\.(\w+)\]?\]$/, ':$1*').replace(/^\[(\w+)\]$/, ':$1'))
    .join('/');
  return { page, source: source || '/' };
}

export function pageRoutes(pagesDir: string): PageRoute[] {
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PAGE_FILE.test(entry.name))
    .map((entry) => pageRouteOf(relative(pagesDir, join(entry.parentPath, entry.name))))
    .filter((route): route is PageRoute => route !== null)
    .sort((a, b) => a.page.localeCompare(b.page));
}
