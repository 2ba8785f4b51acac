// First-load JS + CSS (gzipped) per route, from the build manifest, against the
// budget: the home page 162.3 KB, the routes with a form (Formik and yup in their first load:
// sign-in, sign-up, password, contact, settings forms) 199.3 KB, every other route 184.2 KB.
// Figures of the live build on 2026-11-24 after the error catalogue's English texts left the
// shell (they load with the API client: −0.9 KB on every route), the first-paint gate and the
// logo as an image in the page (+0.3 KB), the client timeout and the dialog drafts (the balance's
// top-up form in its own chunk), with ~0.1 KB of headroom. An empty Next 16 pages app is
// 109.6 KB here: home 1.48x, sign-up 1.82x (the first-screen issue's bars: 1.6x, 1.9x).
// They only tighten; docs/performance.md "Route weight".
// Usage: node scripts/route-budget.mjs [distDir]   (exit 1 when over budget)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
const KB = 1024;
const BUDGET = { home: 162.3 * KB, form: 199.3 * KB, route: 184.2 * KB };
const HOME_ROUTES = new Set(['/clients/homepage', '/service-providers/homepage']);
const FORM_ROUTE = /\/(auth\/[^/]+|settings\/(change-password|close-account|edit-profile)|contact-us|create-account)$/;

const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
const sizes = new Map();
const gzipped = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file))).length);
  return sizes.get(file);
};

const shared = [
  ...(manifest.polyfillFiles ?? []),
  ...(manifest.rootMainFiles ?? []),
  ...(manifest.pages['/_app'] ?? []),
];
const rows = Object.entries(manifest.pages)
  .filter(([route]) => route !== '/_app' && route !== '/_error')
  .map(([route, files]) => {
    const all = [...new Set([...shared, ...files])].filter((file) => /\.(js|css)$/.test(file));
    const bytes = all.reduce((sum, file) => sum + gzipped(file), 0);
    const budget = HOME_ROUTES.has(route) ? BUDGET.home : FORM_ROUTE.test(route) ? BUDGET.form : BUDGET.route;
    return { route, bytes, budget, ok: bytes <= budget };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const width = Math.max(...rows.map((row) => row.route.length), 5);
console.log(`First-load JS + CSS, gzipped (${distDir})`);
console.log(`${'route'.padEnd(width)}  ${'size'.padStart(9)}  ${'budget'.padStart(9)}`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(width)}  ${kb(row.bytes).padStart(9)}  ${kb(row.budget).padStart(9)}  ${row.ok ? 'ok' : 'OVER'}`,
  );
}
console.log(
  `shared by all (_app + runtime): ${kb(shared.filter((f) => /\.(js|css)$/.test(f)).reduce((s, f) => s + gzipped(f), 0))}`,
);
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
