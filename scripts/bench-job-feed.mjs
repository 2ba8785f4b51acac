// The job feed with 1,000 jobs on a slow phone: a benchmark, not a test (docs/performance.md "Job feed").
// Against a running sandbox build (`npm run build && npx next start -p 3120`):
//
//   node scripts/bench-job-feed.mjs [--base http://localhost:3120] [--cpu 4] [--runs 3] [--scroll flick|jump] [--trace] [--write]
//
// or against a live build whose backend is `scripts/sandbox-api.mjs --scenario provider-job-feed`
// (README "Live mode against the sandbox"), so the data comes over HTTP and the page's main thread
// only runs the app: add `--api http://127.0.0.1:3102` (that build's NEXT_PUBLIC_API_BASE_URL).
//
// Chromium (Debian's, CHROMIUM_PATH or /usr/bin/chromium) at 375 × 800, the sandbox scenario
// `provider-job-feed`, signed in as provider@sandbox.test in English (live: the saved language set to
// English over the API after signing in, as the server's scenario cannot also apply `users-speak-english`), the CPU slowed down `--cpu`
// times over CDP (Emulation.setCPUThrottlingRate). Per run it measures:
// - first screen: from the end of the first `jobs/opportunities/` response to the first frame
//   painted with a job card in it (a MutationObserver, then two animation frames);
// - long tasks while scrolling to the end of the list (PerformanceObserver 'longtask'):
//   how many, the longest, and their time over 50 ms added up (blocking time);
//   the same tasks by their thread time, from a light Chrome trace of the scroll (the time the main
//   thread ran, without the time it waited for a core of a busy machine: what the page itself costs);
// - DOM nodes (all elements) and job cards in the DOM at the end, with every page loaded.
//
// The scroll: `--scroll flick` (the default) scrolls as a finger does, a wheel step of `--step` px
// (default 60) every frame (16.7 ms; 3,600 px a second, a brisk flick sustained to the end);
// `--scroll jump` is the earlier passes' scroll, 1,200 px at once every 120 ms and a check of the
// end in between (the feed's runs before 2026-11-24 07:00 UTC were measured so).
// `--trace` records a Chrome trace of each run's scroll and prints what ran in every long task
// (scripts/bench-job-feed-trace.mjs); point it at a build made with NEXT_SOURCE_MAPS=1 to have the
// JavaScript named by module and function; `--trace-out <path>` also writes each run's trace to
// `<path>-<run>.json` (DevTools' Performance panel opens it). Tracing slows the page: take the figures
// from runs without it. `--write` puts the run's medians into docs/performance.md in place of the last
// table (block `bench:job-feed`, scripts/doc-block.mjs); a traced run is never written.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright';
import { attribute, printAttribution, startTrace, stopTrace, threadTimes } from './bench-job-feed-trace.mjs';
import { machineLoad, measuredCommit, runLine, writeBlock } from './doc-block.mjs';
import { createSymbolizer } from './source-map-names.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const base = arg('base', 'http://localhost:3120');
const cpu = Number(arg('cpu', 4));
const runs = Number(arg('runs', 3));
const api = arg('api', null);
const scroll = arg('scroll', 'flick');
const step = Number(arg('step', 60));
const traceOut = arg('trace-out', null);
const trace = process.argv.includes('--trace') || traceOut !== null;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const write = process.argv.includes('--write');
if (write && trace) throw new Error('--write takes the figures of untraced runs: drop --trace');

/** In the page before the app: when the first card shows, and every long task from `window.__benchMark` on. */
function instrument() {
  window.__bench = { firstCard: null, longTasks: [], since: Infinity };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.startTime >= window.__bench.since) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const watch = new MutationObserver(() => {
    if (window.__bench.firstCard !== null || !document.querySelector('article[aria-labelledby^="job-"]')) return;
    window.__bench.firstCard = -1;
    requestAnimationFrame(() => requestAnimationFrame(() => (window.__bench.firstCard = performance.now())));
    watch.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true }));
}

/** Live mode: the signed-in provider's saved language becomes English, as the sandbox's scenario does. */
async function speakEnglish(page) {
  const status = await page.evaluate(async (origin) => {
    const response = await fetch(`${origin}/api/v1/auth/user/update/language/?country=1`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access-token')}` },
      body: JSON.stringify({ language: 'en' }),
    });
    localStorage.setItem('LANGUAGE', 'en');
    return response.status;
  }, api);
  if (status !== 200) throw new Error(`Setting the language to English answered ${status}`);
}

/** Whether the list's last row is the last job (its place equals the list's size). */
function atTheEnd(page) {
  return page.evaluate(() => {
    const list = document.querySelector('ul[aria-label]');
    const last = list?.querySelector('li:last-child')?.getAttribute('aria-posinset');
    return last !== null && last !== undefined && last === list?.querySelector('li')?.getAttribute('aria-setsize');
  });
}

const symbolizer = createSymbolizer();
const marks = { from: 'bench:scroll-start', to: 'bench:scroll-end' };

async function run(browser, runIndex) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('bench-prepared')) return;
    sessionStorage.setItem('bench-prepared', '1');
    localStorage.setItem('SANDBOX_SCENARIO', 'users-speak-english+provider-job-feed');
  });
  await page.goto(`${base}/service-providers/auth/login?lang=en&next=%2Fservice-providers%2Fsettings`);
  await page.getByLabel('Email or phone number').fill('provider@sandbox.test');
  await page.getByLabel('Password', { exact: true }).fill('Password123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/service-providers/settings');
  if (api) await speakEnglish(page);

  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${base}/service-providers/job-opportunities`);
  await page.waitForFunction(() => window.__bench.firstCard > 0, null, { timeout: 120_000 });
  const firstScreen = await page.evaluate(() => {
    const response = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('jobs/opportunities/'));
    return { dataAt: response?.responseEnd ?? null, paintedAt: window.__bench.firstCard };
  });

  await startTrace(cdp, trace);
  await page.evaluate(() => {
    window.__bench.since = performance.now();
    performance.mark('bench:scroll-start');
  });
  const scrollStart = Date.now();
  const [pixels, pause, checkEvery] = scroll === 'jump' ? [1200, 120, 1] : [step, 1000 / 60, 30];
  for (let index = 0; index < 20_000; index += 1) {
    const stepStart = Date.now();
    await page.mouse.wheel(0, pixels);
    await page.waitForTimeout(scroll === 'jump' ? pause : Math.max(0, pause - (Date.now() - stepStart)));
    if (index % checkEvery === checkEvery - 1 && (await atTheEnd(page))) break;
  }
  const scrollSeconds = (Date.now() - scrollStart) / 1000;
  await page.waitForTimeout(500);
  await page.evaluate(() => performance.mark('bench:scroll-end'));
  const end = await page.evaluate(() => ({
    longTasks: window.__bench.longTasks,
    nodes: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('article[aria-labelledby^="job-"]').length,
    lastShown: Number(document.querySelector('ul[aria-label] li:last-child')?.getAttribute('aria-posinset') ?? 0),
  }));
  const events = await stopTrace(cdp);
  if (traceOut) await writeFile(`${traceOut}-${runIndex}.json`, JSON.stringify({ traceEvents: events }));
  const threads = threadTimes(events, marks);
  const tasks = trace ? await attribute(events, symbolizer, marks) : null;
  await context.close();
  if (tasks) printAttribution(tasks);
  return {
    firstScreenMs: firstScreen.dataAt === null ? null : Math.round(firstScreen.paintedAt - firstScreen.dataAt),
    longTasks: end.longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...end.longTasks)),
    blockingMs: Math.round(end.longTasks.reduce((sum, duration) => sum + duration - 50, 0)),
    threadLongTasks: threads.filter((time) => time >= 50).length,
    longestThreadMs: Math.round(Math.max(0, ...threads)),
    domNodes: end.nodes,
    cardsInDom: end.cards,
    scrollSeconds,
    scrolledTo: end.lastShown,
  };
}

const commit = measuredCommit();
const [startedAt, loadAtStart] = [new Date(), machineLoad()];
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const results = [];
for (let index = 0; index < runs; index += 1) results.push(await run(browser, index + 1));
await browser.close();
console.table(results);
const median = (key) => {
  const values = results
    .map((result) => result[key])
    .filter((value) => value !== null)
    .sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
};
console.log(
  `${api ? `live, data from ${api}` : 'sandbox'}, ${scroll === 'jump' ? 'jump' : `flick ${step} px a frame`}${trace ? ', traced' : ''}: median of ${runs} at ${cpu}x CPU: first screen ${median('firstScreenMs')} ms after the data; ` +
    `${median('longTasks')} long tasks while scrolling (longest ${median('longestTaskMs')} ms, ${median('blockingMs')} ms over 50 ms in all), ` +
    `${median('threadLongTasks')} of 50 ms or more in thread time (longest ${median('longestThreadMs')} ms); ` +
    `${median('domNodes')} DOM elements, ${median('cardsInDom')} cards in the DOM at job ${median('scrolledTo')}`,
);
if (write) {
  const runsOf = (key) => (runs > 1 ? ` (${results.map((result) => result[key]).join(', ')})` : '');
  writeBlock(
    'job-feed',
    [
      `${runLine({ startedAt, endedAt: new Date(), commit, loadAtStart, loadAtEnd: machineLoad() })} ${api ? 'The live build, the data over HTTP' : 'The sandbox build'}; ${cpu}x CPU; median of ${runs} run(s)${runs > 1 ? ' (each run in brackets)' : ''}.`,
      '',
      '| scroll | first screen after the data (ms) | long tasks by wall time: count, longest, over 50 ms in all | by thread time: count ≥ 50 ms, longest | DOM elements / job cards |',
      '| --- | ---: | ---: | ---: | ---: |',
      `| ${scroll === 'jump' ? 'jump, 1,200 px every 120 ms' : `flick, ${step} px a frame`} | ${median('firstScreenMs')}${runsOf('firstScreenMs')} | ` +
        `${median('longTasks')}, ${median('longestTaskMs')} ms, ${median('blockingMs')} ms | ` +
        `${median('threadLongTasks')}, ${median('longestThreadMs')} ms${runsOf('longestThreadMs')} | ${median('domNodes')} / ${median('cardsInDom')} |`,
    ].join('\n'),
  );
}
