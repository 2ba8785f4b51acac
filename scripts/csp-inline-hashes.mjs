// After `next build`: hash every inline <script> of each prerendered page (the pre-paint script
// and Turbopack's bootstrap of that page), exactly as served, and put them into that page's CSP
// in routes-manifest.json, in place of the placeholder config/security-headers.ts writes for it
// ('inline-script-hashes:<page>'; the page as Next's server/pages-manifest.json names it). Fails the
// build if no placeholder is there (a Next upgrade changed the manifest), a page has no inline
// script left to hash, or a placeholder is left without its page's HTML.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const PLACEHOLDER_PREFIX = "'inline-script-hashes:";

/** The text of each executable inline script in an HTML document (JSON data blocks aside). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || !body) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    scripts.push(body);
  }
  return scripts;
}

export function hashSource(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Put each page's hashes in place of its placeholder; `htmlOf(page)` reads a page's prerendered HTML. */
export function fillPlaceholders(manifest, htmlPages, htmlOf) {
  if (!manifest.includes(PLACEHOLDER_PREFIX))
    throw new Error(`the CSP placeholders ${PLACEHOLDER_PREFIX}…' are missing`);
  let filled = manifest;
  const sizes = [];
  for (const page of htmlPages) {
    const scripts = inlineScripts(htmlOf(page));
    if (scripts.length === 0) throw new Error(`${page}: no inline script (is the pre-paint script gone?)`);
    const hashes = [...new Set(scripts.map(hashSource))].join(' ');
    sizes.push(hashes.length);
    filled = filled.replaceAll(`${PLACEHOLDER_PREFIX}${page}'`, hashes);
  }
  const left = filled.match(/'inline-script-hashes:[^']*'/);
  if (left) throw new Error(`${left[0]}: no prerendered page to hash`);
  return { manifest: filled, sizes };
}

function main() {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
  const serverDir = join(distDir, 'server');
  const pagesManifest = JSON.parse(readFileSync(join(serverDir, 'pages-manifest.json'), 'utf8'));
  const htmlPages = Object.keys(pagesManifest).filter((page) => pagesManifest[page].endsWith('.html'));
  const manifestPath = join(distDir, 'routes-manifest.json');
  const { manifest, sizes } = fillPlaceholders(readFileSync(manifestPath, 'utf8'), htmlPages, (page) =>
    readFileSync(join(serverDir, pagesManifest[page]), 'utf8'),
  );
  writeFileSync(manifestPath, manifest);
  console.log(
    `CSP: the inline scripts' hashes of ${htmlPages.length} page(s), at most ${Math.max(...sizes)} characters a page, into ${manifestPath}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
