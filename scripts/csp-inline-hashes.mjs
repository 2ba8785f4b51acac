// After `next build`: hash every inline <script> the prerendered pages contain (the
// pre-paint script and Turbopack's per-page bootstrap), exactly as served, and put the
// hashes into the CSP that `next start` serves (routes-manifest.json), in place of the
// placeholder config/security-headers.ts writes. Fails the build if the placeholder is
// missing (a Next upgrade changed the manifest) or a page has no inline script left to hash.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const PLACEHOLDER = "'inline-script-hashes'";

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

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function main() {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
  const pages = htmlFiles(join(distDir, 'server', 'pages'));
  const hashes = new Set();
  for (const file of pages) {
    const scripts = inlineScripts(readFileSync(file, 'utf8'));
    if (scripts.length === 0) throw new Error(`${file}: no inline script (is the pre-paint script gone?)`);
    for (const script of scripts) hashes.add(hashSource(script));
  }
  const manifestPath = join(distDir, 'routes-manifest.json');
  const manifest = readFileSync(manifestPath, 'utf8');
  if (!manifest.includes(PLACEHOLDER)) throw new Error(`${manifestPath}: the CSP placeholder ${PLACEHOLDER} is missing`);
  writeFileSync(manifestPath, manifest.replaceAll(PLACEHOLDER, [...hashes].join(' ')));
  console.log(`CSP: ${hashes.size} inline script hash(es) from ${pages.length} page(s) into ${manifestPath}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
