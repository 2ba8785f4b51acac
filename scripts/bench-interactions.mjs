// A provider's interactions on a slow phone (`npm run bench:interactions`; docs/performance.md "A
// provider's interactions"): a benchmark, not a test. Each step is measured as INP measures it, from
// the input to the next paint after its handlers (Event Timing; scripts/bench-interactions-measure.mjs).
//
//   npm run bench:interactions [-- --runs 5] [--cpu 4] [--lang ar|en] [--no-build] [--dist .next-live]
//                                 [--no-write] [--name this] [--compare name=http://localhost:3211 …] [--trace]
//
// 1. the sandbox served over HTTP (scripts/sandbox-api.mjs --scenario provider-job-feed: 1,000 open jobs
//    for the demo provider, 5 free offers) on SANDBOX_API_PORT (3102), reset to it before every run;
// 2. the live build (NEXT_DIST_DIR=.next-live, NEXT_PUBLIC_API_BASE_URL = that API), as test-all.sh builds
//    it (--no-build: reuse it, or another built against that API: --dist), served with `next start` on
//    BENCH_PORT (3210);
// 3. per run, a fresh browser context (Debian's Chromium, CHROMIUM_PATH; 375 × 800): sign in as
//    provider@sandbox.test, the saved language set to --lang (ar), then at --cpu (4) times slower
//    (CDP Emulation.setCPUThrottlingRate) on the job feed of 1,000:
//    switch a feed filter (any time → urgent), switch it back, open the first job, type a price
//    (150, a key every 150 ms: its worst key), send the offer, open the menu;
//    each step's latency (the longest Event Timing entry of its interaction, entries of 16 ms or
//    more) and the time until what it opens is painted (a check on every frame, then the frame's paint);
// 4. the median of --runs (5) a step; with --compare (other builds already served against the same
//    API, e.g. main's), the builds interleaved run by run, their order turned every run;
// 5. the table into docs/performance.md (block `bench:provider-interactions`, scripts/doc-block.mjs).
// --trace: a Chrome trace of each step (the build made with NEXT_SOURCE_MAPS=1 names modules), its
// long tasks printed (scripts/bench-job-feed-trace.mjs); tracing slows the page, so nothing is written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { overTheAim, tableOf, worstLatency } from './bench-interactions-measure.mjs';
import { attribute, printAttribution, startTrace, stopTrace } from './bench-job-feed-trace.mjs';
import { benchEnv, benchProcesses } from './bench-servers.mjs';
import { machineLoad, measuredCommit, runLine, writeBlock } from './doc-block.mjs';
import { createSymbolizer } from './source-map-names.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : argv[index + 1];
};
const runs = Number(arg('runs', 5));
const cpu = Number(arg('cpu', 4));
const language = arg('lang', 'ar');
const build = !argv.includes('--no-build');
const dist = arg('dist', '.next-live');
const trace = argv.includes('--trace');
const write = !argv.includes('--no-write') && !trace;
const apiPort = Number(process.env.SANDBOX_API_PORT ?? 3102);
const appPort = Number(process.env.BENCH_PORT ?? 3210);
const api = `http://127.0.0.1:${apiPort}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The builds measured: this one (its `--name`), then each `--compare name=url`. */
const builds = [
  [arg('name', 'this'), `http://localhost:${appPort}`],
  ...argv.flatMap((value, index) => (argv[index - 1] === '--compare' ? [value.split(/=(.*)/s).slice(0, 2)] : [])),
];
const SCENARIO = 'provider-job-feed';
const FEED_SIZE = 1000;

const strings = (namespace) => JSON.parse(readFileSync(join(ROOT, `locales/${language}/${namespace}.json`), 'utf8'));
const [common, jobs, offers] = ['common', 'jobs', 'offers'].map(strings);

/** The steps, in the order a run takes them: [key, the table's label]. */
const STEPS = [
  ['filter', 'switch a feed filter (any time → urgent)'],
  ['filterBack', 'switch it back (the 1,000)'],
  ['open', 'open a job of the 1,000'],
  ['type', 'type a price (150: its worst key)'],
  ['send', 'send the offer'],
  ['menu', 'open the menu'],
];

/**
 * In the page before the app: every Event Timing entry of 16 ms or more, and the checks that say a
 * step's result is on screen. `arm(check)` starts a step: entries and inputs count from then on, and
 * on every frame the check runs; once it holds, the time after that frame's paint is its `shownAt`.
 */
function instrument(feedSize) {
  const bench = { entries: [], armedAt: Infinity, inputAt: null, shownAt: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { interactionId, startTime, duration, name } = entry;
      bench.entries.push({ interactionId, startTime, duration, name });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(
      type,
      (event) => {
        if (bench.inputAt === null && event.timeStamp >= bench.armedAt) bench.inputAt = event.timeStamp;
      },
      { capture: true },
    );
  // The feed's size as its rows say it (the 1,000 and the seed's own open jobs; none while it loads).
  const listSize = () => Number(document.querySelector('ul[aria-label] li')?.getAttribute('aria-setsize') ?? NaN);
  const checks = {
    feed: () => listSize() >= feedSize,
    filtered: () => listSize() < feedSize,
    job: () => document.getElementById('send-offer') !== null,
    sent: () => Boolean(document.querySelector('p[role="status"][tabindex="-1"]')?.textContent),
    menu: () => document.querySelector('[role="dialog"]') !== null,
  };
  bench.arm = (check) => {
    bench.armedAt = performance.now();
    bench.inputAt = null;
    bench.shownAt = null;
    if (!check) return;
    const frame = () => {
      if (checks[check]()) setTimeout(() => (bench.shownAt = performance.now()));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  bench.take = () => ({
    entries: bench.entries.filter((entry) => entry.startTime >= bench.armedAt),
    shown: bench.shownAt === null || bench.inputAt === null ? null : bench.shownAt - bench.inputAt,
  });
}

/** The signed-in provider's saved language (and the device's) becomes `language`. */
async function speak(page) {
  const status = await page.evaluate(
    async ([origin, lang]) => {
      const response = await fetch(`${origin}/api/v1/auth/user/update/language/?country=1`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access-token')}`,
        },
        body: JSON.stringify({ language: lang }),
      });
      localStorage.setItem('LANGUAGE', lang);
      return response.status;
    },
    [api, language],
  );
  if (status !== 200) throw new Error(`Setting the language to ${language} answered ${status}`);
}

const symbolizer = createSymbolizer();
const MARKS = { from: 'bench:step-start', to: 'bench:step-end' };

/** One step: armed with its check, the input, its result on screen, the entries flushed; traced with --trace. */
async function step(page, cdp, key, check, input) {
  await page.waitForTimeout(500);
  if (trace) await startTrace(cdp, true);
  await page.evaluate((name) => {
    performance.mark('bench:step-start');
    window.__bench.arm(name);
  }, check);
  await input();
  if (check) await page.waitForFunction(() => window.__bench.shownAt !== null, null, { timeout: 120_000 });
  // Event Timing reports an interaction after its next paint, to observers in a later task.
  await page.waitForTimeout(1000);
  const { entries, shown } = await page.evaluate(() => {
    performance.mark('bench:step-end');
    return window.__bench.take();
  });
  if (trace) {
    console.log(`\n${key}: ${Math.round(worstLatency(entries))} ms to the next paint`);
    printAttribution(await attribute(await stopTrace(cdp), symbolizer, MARKS), key);
  }
  return { latency: worstLatency(entries), shown };
}

async function run(browser, base) {
  const response = await fetch(`${api}/__sandbox/reset?scenario=${SCENARIO}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Resetting the sandbox answered ${response.status}`);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.goto(`${base}/service-providers/auth/login?lang=en&next=%2Fservice-providers%2Fsettings`);
  await page.getByLabel('Email or phone number').fill('provider@sandbox.test');
  await page.getByLabel('Password', { exact: true }).fill('Password123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/service-providers/settings');
  await speak(page);

  await page.addInitScript(instrument, FEED_SIZE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${base}/service-providers/job-opportunities`);
  await page.evaluate(() => window.__bench.arm('feed'));
  await page.waitForFunction(() => window.__bench.shownAt !== null, null, { timeout: 120_000 });

  const chip = (name) => page.getByRole('button', { name, exact: true });
  const result = {};
  result.filter = await step(page, cdp, 'filter', 'filtered', () => chip(jobs.filters.timings.urgent).click());
  result.filterBack = await step(page, cdp, 'filterBack', 'feed', () => chip(jobs.filters.timings.all).click());
  const firstJob = page.locator('article[aria-labelledby^="job-"] a').first();
  result.open = await step(page, cdp, 'open', 'job', () => firstJob.click());
  const form = page.locator('section[aria-labelledby="send-offer"]');
  await form.getByLabel(offers.send.price).click();
  result.type = await step(page, cdp, 'type', null, () => page.keyboard.type('150', { delay: 150 }));
  const send = form.getByRole('button', { name: offers.send.send });
  result.send = await step(page, cdp, 'send', 'sent', () => send.click());
  const menu = page.getByRole('button', { name: common.nav.openMenu, exact: true });
  result.menu = await step(page, cdp, 'menu', 'menu', () => menu.click());
  await context.close();
  return result;
}

const commit = measuredCommit();
const { serve, stopServers, run: runToEnd, waitFor, logs } = benchProcesses('bench-interactions');
const env = benchEnv();
serve('sandbox-api', 'node', ['scripts/sandbox-api.mjs', '--port', String(apiPort), '--scenario', SCENARIO], {
  cwd: ROOT,
  env,
});
if (build) {
  console.log(`Building the live app (${dist}) against ${api} (logs: ${logs})…`);
  const live = { ...env, NEXT_DIST_DIR: dist, NEXT_PUBLIC_API_BASE_URL: api };
  await runToEnd('build-live', 'npm', ['run', '--silent', 'build'], { cwd: ROOT, env: live });
}
serve('next-live', 'npx', ['next', 'start', '-p', String(appPort)], {
  cwd: ROOT,
  env: { ...env, NEXT_DIST_DIR: dist },
});
await waitFor([
  ...builds.map(([, base]) => `${base}/service-providers/auth/login`),
  `${api}/api/v1/common/country-by-code-name/jo`,
]);

const [startedAt, loadAtStart] = [new Date(), machineLoad()];
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const results = Object.fromEntries(builds.map(([name]) => [name, []]));
for (let index = 0; index < runs; index += 1) {
  const order = index % 2 ? [...builds].reverse() : builds;
  for (const [name, base] of order) {
    const result = await run(browser, base);
    results[name].push(result);
    console.log(
      `run ${index + 1}, ${name}: ${STEPS.map(([key]) => `${key} ${Math.round(result[key].latency)}/${Math.round(result[key].shown ?? 0)}`).join(', ')} ms (to the next paint / to the result)`,
    );
  }
}
await browser.close();
stopServers();

const table = tableOf(results, STEPS);
const over = overTheAim(results, STEPS);
const verdict = over.length ? `**Over 200 ms**: ${over.join('; ')}.` : '**Met**: every step 200 ms or less.';
console.log(`\n${table.join('\n')}\n\n${verdict}`);
if (write)
  writeBlock(
    'provider-interactions',
    [
      `${runLine({ startedAt, endedAt: new Date(), commit, loadAtStart, loadAtEnd: machineLoad() })} The live build, ` +
        `${language === 'ar' ? 'Arabic' : 'English'}, ${cpu}x CPU; median of ${runs} run(s)${builds.length > 1 ? ', the builds interleaved' : ''}. ${verdict}`,
      '',
      ...table,
    ].join('\n'),
  );
