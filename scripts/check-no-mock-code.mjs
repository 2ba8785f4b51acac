// A live build (NEXT_PUBLIC_API_BASE_URL set) must ship no sandbox code: no MSW,
// no sandbox state or levers in its static files, and it must not serve the
// service worker committed in public/ (its routes send it to the 404 page before
// public/ is looked at: config/sandbox-worker.ts); nor the development pseudo-locale
// (locales/pseudo.ts), which no production build carries. It reads the output as
// text and JSON: a marker string per file, and the routes manifest.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const distDir = process.argv[2] ?? '.next';
const MARKERS = [
  'x-msw-intention',
  'mswjs',
  'mockServiceWorker',
  '__sandbox',
  'SANDBOX_STATE',
  'SANDBOX_CONTROL',
  'PSEUDO_LOCALE',
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|css|html|json)$/.test(name)) yield path;
  }
}

const hits = [];
let count = 0;
for (const file of files(join(distDir, 'static'))) {
  count += 1;
  const text = readFileSync(file, 'utf8');
  for (const marker of MARKERS) if (text.includes(marker)) hits.push(`${file}: ${marker}`);
}
const { redirects = [] } = JSON.parse(readFileSync(join(distDir, 'routes-manifest.json'), 'utf8'));
if (!redirects.some((rule) => rule.source === '/mockServiceWorker.js' && rule.destination === '/404'))
  hits.push('/mockServiceWorker.js is served (no redirect to the 404 page in routes-manifest.json)');
if (hits.length) {
  console.error(`Mock or development code found in the live build:\n${hits.join('\n')}`);
  process.exit(1);
}
console.log(`No mock code in ${count} static files of ${distDir}.`);
