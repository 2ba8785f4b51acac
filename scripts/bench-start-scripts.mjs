// What a page fetches and runs from its start until it is quiet: the scripts (files, KB as decoded, KB
// over the wire) and the style sheets, per build, for the judged routes (issue 42). Bytes, not time: the
// load cannot change them, so one run says it. Builds already served against the same API (a live build
// and scripts/sandbox-api.mjs), e.g. main's and this branch's:
//
//   node scripts/bench-start-scripts.mjs --build main=http://localhost:5201 --build ours=http://localhost:5206
//        [--routes /clients/homepage?lang=ar,…] [--quiet-ms 3000] [--write]
//
// A page counts as quiet after the network has been idle and then --quiet-ms more (what it loads once
// the first screen has painted counts too: the footer, the worker, a link's prefetch). --write puts the
// table into docs/performance.md (block `bench:start-scripts`, scripts/doc-block.mjs).
import { chromium } from '@playwright/test';
import { arg, namedBuilds } from './cli-args.mjs';
import { measuredCommit, runLine, writeBlock } from './doc-block.mjs';

const builds = namedBuilds('--build main=http://localhost:5201 --build ours=…');
const routes = arg(
  'routes',
  '/clients/homepage?lang=ar,/clients/homepage?lang=en,/clients/services?lang=ar,/clients/auth/login?lang=ar,/service-providers/auth/register?lang=ar',
).split(',');
const quietMs = Number(arg('quiet-ms', 3000));
const write = process.argv.includes('--write');

const kb = (bytes) => (bytes / 1024).toFixed(0);
const startedAt = new Date();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const rows = [];
for (const route of routes) {
  for (const { name, origin } of builds) {
    // A phone's viewport, a fresh context (no cache, no worker) a page.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(quietMs);
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(location.origin) && /\.(js|css)(\?|$)/.test(entry.name))
        .map((entry) => ({
          url: entry.name,
          css: /\.css(\?|$)/.test(entry.name),
          decoded: entry.decodedBodySize,
          sent: entry.encodedBodySize,
        })),
    );
    await context.close();
    // A file prefetched, then loaded as a script, is listed twice: once it counts, by its bytes.
    const byUrl = new Map();
    for (const file of files) if (file.decoded >= (byUrl.get(file.url)?.decoded ?? 0)) byUrl.set(file.url, file);
    const scripts = [...byUrl.values()].filter((file) => !file.css && file.decoded > 0);
    const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
    const styles = [...byUrl.values()].filter((file) => file.css);
    rows.push(
      `| \`${route}\` | ${name} | ${scripts.length} | ${kb(sum(scripts, 'decoded'))} (${kb(sum(scripts, 'sent'))}) | ${kb(sum(styles, 'decoded'))} (${kb(sum(styles, 'sent'))}) |`,
    );
  }
}
await browser.close();

const table = [
  runLine({ startedAt, commit: measuredCommit() }) +
    ` Chromium, 412 × 823, a fresh context a page, counted until the network was idle and ${quietMs} ms more; ` +
    builds.map(({ name, origin }) => `${name}: ${origin}`).join(', ') +
    '.',
  '',
  '| route | build | scripts fetched | JS, KB decoded (sent) | CSS, KB decoded (sent) |',
  '| --- | --- | ---: | ---: | ---: |',
  ...rows,
].join('\n');
console.log(table);
if (write) writeBlock('start-scripts', table);
