// First-load JS + CSS (gzipped) per route, from the build manifest, against the budget: the home
// page 162.1 KB, the routes with a form (Formik and yup in their first load: sign-in, sign-up,
// password, contact, settings forms) 176.5 KB, every other route 183.3 KB; and the form kit
// (components/forms/kit.ts: Formik, yup and the fields, one chunk every form shares, fetched as a form's
// module runs: not in a route's first load; its largest variant) 26.2 KB. A route with a form's first visit costs its
// first load and the kit (docs/performance.md "Route weight" shows both). The limits only
// tighten, each to what a change reached (~0.1 KB of headroom); docs/performance.md "Route weight".
//
//   node scripts/route-budget.mjs [distDir] [--write]   (exit 1 when a route is over its budget)
//
// The test command runs it on the live build (scripts/test-all.sh). --write also puts the per-route
// table into docs/performance.md in place of the last one (block `bench:route-budget`,
// scripts/doc-block.mjs): run it by hand on a live build (`npm run budget -- .next-live --write`);
// CI never writes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measuredCommit, runLine, writeBlock } from './doc-block.mjs';
import { formKitChunks, LOADS_FORM_KIT } from './form-kit-chunk.mjs';

const distDir = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? process.env.NEXT_DIST_DIR ?? '.next';
const write = process.argv.includes('--write');
const KB = 1024;
const BUDGET = { home: 162.1 * KB, form: 176.5 * KB, route: 183.3 * KB, formKit: 26.2 * KB };
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
const kits = formKitChunks(distDir);
const rows = Object.entries(manifest.pages)
  .filter(([route]) => route !== '/_app' && route !== '/_error')
  .map(([route, files]) => {
    const all = [...new Set([...shared, ...files])].filter((file) => /\.(js|css)$/.test(file));
    const bytes = all.reduce((sum, file) => sum + gzipped(file), 0);
    const budget = HOME_ROUTES.has(route) ? BUDGET.home : FORM_ROUTE.test(route) ? BUDGET.form : BUDGET.route;
    return { route, bytes, budget, ok: bytes <= budget, kit: LOADS_FORM_KIT.test(route) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const sharedBytes = shared.filter((file) => /\.(js|css)$/.test(file)).reduce((sum, file) => sum + gzipped(file), 0);
const width = Math.max(...rows.map((row) => row.route.length), 5);
console.log(`First-load JS + CSS, gzipped (${distDir})`);
console.log(`${'route'.padEnd(width)}  ${'size'.padStart(9)}  ${'budget'.padStart(9)}`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(width)}  ${kb(row.bytes).padStart(9)}  ${kb(row.budget).padStart(9)}  ${row.ok ? 'ok' : 'OVER'}`,
  );
}
console.log(`shared by all (_app + runtime): ${kb(sharedBytes)}`);
const kitBytes = Math.max(...kits.map(gzipped));
console.log(
  `the form kit (fetched by the routes with a form; ${kits.length} variant(s), the largest): ${kb(kitBytes)} (budget ${kb(BUDGET.formKit)})`,
);

if (write) {
  // A client's and a provider's route of the same weight are one row, `/<role>/…`.
  const ROLES = /^\/(clients|service-providers)\//;
  const byRoute = new Map(rows.map((row) => [row.route, row]));
  const twin = (row) =>
    byRoute.get(row.route.replace(ROLES, (_, role) => `/${role === 'clients' ? 'service-providers' : 'clients'}/`));
  const same = (a, b) => b && kb(a.bytes) === kb(b.bytes) && a.budget === b.budget;
  const table = rows
    .filter((row) => !(row.route.startsWith('/service-providers/') && same(row, twin(row))))
    .map((row) =>
      ROLES.test(row.route) && same(row, twin(row)) ? { ...row, route: row.route.replace(ROLES, '/<role>/') } : row,
    )
    .sort((a, b) => a.budget - a.bytes - (b.budget - b.bytes) || a.route.localeCompare(b.route));
  // Three routes a line (down the first third, closest to its budget first, then the next), to keep the page short.
  const cell = (row) =>
    row
      ? `\`${row.route}\`${row.kit ? ' ★' : ''} | ${(row.bytes / KB).toFixed(1)} (${(row.budget / KB).toFixed(1)})${row.ok ? '' : ' **over**'}`
      : ' | ';
  const third = Math.ceil(table.length / 3);
  const lines = table
    .slice(0, third)
    .map((row, index) => `| ${[row, table[third + index], table[2 * third + index]].map(cell).join(' | ')} |`);
  writeBlock(
    'route-budget',
    [
      `${runLine({ startedAt: new Date(), commit: measuredCommit() })} Build \`${distDir}\`; shared by every route (\`_app\` + runtime) ${kb(sharedBytes)}; the form kit ${kb(kitBytes)} (budget ${kb(BUDGET.formKit)}), which a route with a form (★) fetches beside its first load; KB gzipped (budget), closest to its budget first.`,
      '',
      `| ${'route | KB (budget) | '.repeat(3).trim()}`,
      `| ${'--- | ---: | '.repeat(3).trim()}`,
      ...lines,
    ].join('\n'),
  );
}
const over = rows.filter((row) => !row.ok);
if (kitBytes > BUDGET.formKit) over.push({ route: `the form kit (${kb(kitBytes)})` });
if (over.length) {
  console.error(`\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
