// The job feed's first visit against a repeat visit, on a slow phone (docs/performance.md "Repeat
// visit"): a benchmark, not a test. Against a running live build whose backend is
// `scripts/sandbox-api.mjs --scenario provider-job-feed` (`--api`, that build's NEXT_PUBLIC_API_BASE_URL):
//
//   node scripts/bench-repeat-visit.mjs --base http://localhost:4301 --api http://127.0.0.1:4302 [--cpu 4] [--runs 3] [--timeline] [--write]
//
// Per run, in a fresh browser context at 375 × 800, signed in as provider@sandbox.test (the API's
// tokens stored as the app stores them), the CPU slowed `--cpu` times and the network set to
// Lighthouse's slow 4G as DevTools applies it (562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s
// up) on the page and on the service worker (its own target: the page's setting does not reach the
// requests the worker makes), three loads of /service-providers/job-opportunities, each timed from
// navigation start to the first frame painted with a job card:
// - first: nothing cached (a first visit);
// - repeat, no worker: the same context again with service workers blocked (the HTTP cache alone);
// - repeat: the same context again, the worker controlling the page (what an installed app gets).
// With each, how long the feed's call took: a round trip or more on the repeat shows the worker's
// own requests were slowed as well. --write: the table into docs/performance.md in place of the last
// one (block `bench:repeat-visit`, scripts/doc-block.mjs).
import { chromium } from 'playwright';
import { machineLoad, measuredCommit, runLine, writeBlock } from './doc-block.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const base = arg('base', 'http://localhost:4301');
const api = arg('api', 'http://127.0.0.1:4302');
const cpu = Number(arg('cpu', 4));
const runs = Number(arg('runs', 3));
const timeline = process.argv.includes('--timeline');
const write = process.argv.includes('--write');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FEED = `${base}/service-providers/job-opportunities`;
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** The provider's tokens, in English (the scenario's users speak Arabic by default). */
async function signIn() {
  const url = (path) => `${api}/api/v1/${path}?country=1`;
  const json = { 'Content-Type': 'application/json' };
  const response = await fetch(url('auth/token/'), {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'provider@sandbox.test', password: 'Password123' }),
  });
  const tokens = await response.json();
  await fetch(url('auth/user/update/language/'), {
    method: 'PUT',
    headers: { ...json, Authorization: `Bearer ${tokens.access}` },
    body: JSON.stringify({ language: 'en' }),
  });
  return tokens;
}

/** In the page before the app: when the first job card has painted (ms from navigation start). */
function instrument() {
  window.__firstCard = null;
  const watch = new MutationObserver(() => {
    if (window.__firstCard !== null || !document.querySelector('article[aria-labelledby^="job-"]')) return;
    window.__firstCard = -1;
    requestAnimationFrame(() => requestAnimationFrame(() => (window.__firstCard = performance.now())));
  });
  document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true }));
}

/** Slow 4G on the page, and on the service worker's own target when one runs (attached from the browser). */
async function throttle(context, page, browserSession) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const { targetInfos } = await browserSession.send('Target.getTargets');
  let id = 0;
  for (const target of targetInfos.filter((info) => info.type === 'service_worker')) {
    const { sessionId } = await browserSession.send('Target.attachToTarget', { targetId: target.targetId });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', SLOW_4G],
    ]) {
      id += 1;
      await browserSession.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    }
  }
}

async function visit(context, browserSession) {
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  await throttle(context, page, browserSession);
  await page.goto(FEED);
  await page.waitForFunction(() => window.__firstCard > 0);
  const ms = Math.round(await page.evaluate(() => window.__firstCard));
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  // The feed call's time, to see the throttling reach the worker's requests too (at least one round trip).
  const feedCallMs = await page.evaluate(() => {
    const call = performance.getEntriesByType('resource').find((entry) => entry.name.includes('jobs/opportunities/'));
    return call ? Math.round(call.responseEnd - call.startTime) : null;
  });
  // --timeline: what the visit fetched and when (ms from navigation start), to see what the first card waited for.
  const requests = timeline
    ? await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({
          request: entry.name.replace(location.origin, '').slice(0, 80),
          start: Math.round(entry.startTime),
          end: Math.round(entry.responseEnd),
        })),
      )
    : [];
  return { page, ms, controlled, feedCallMs, requests };
}

async function run(browser, browserSession, tokens) {
  const prepare = async (context) => {
    await context.addInitScript(
      ({ access, refresh }) => {
        localStorage.setItem('access-token', access);
        localStorage.setItem('refresh-token', refresh);
        localStorage.setItem('LANGUAGE', 'en');
      },
      { access: tokens.access, refresh: tokens.refresh ?? '' },
    );
    await context.addInitScript(instrument);
  };
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await prepare(context);
  const first = await visit(context, browserSession);
  // The worker installs and takes the page during the first visit; its copies fill as the feed loads.
  await first.page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 });
  await first.page.reload();
  await first.page.waitForFunction(() => window.__firstCard > 0);
  await first.page.close();
  const repeat = await visit(context, browserSession);
  if (timeline) {
    console.log(`repeat visit, first card at ${repeat.ms} ms:`);
    console.table(repeat.requests.filter((entry) => entry.start < repeat.ms));
  }
  await context.close();

  // The HTTP cache alone: the same two visits with service workers blocked.
  const plain = await browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: 'block' });
  await prepare(plain);
  const plainFirst = await visit(plain, browserSession);
  await plainFirst.page.close();
  const plainRepeat = await visit(plain, browserSession);
  await plain.close();
  return {
    firstMs: first.ms,
    repeatNoWorkerMs: plainRepeat.ms,
    repeatMs: repeat.ms,
    repeatControlled: repeat.controlled,
    firstFeedCallMs: first.feedCallMs,
    repeatFeedCallMs: repeat.feedCallMs,
    'repeat ÷ first': Number((repeat.ms / first.ms).toFixed(2)),
  };
}

const commit = measuredCommit();
const [startedAt, loadAtStart] = [new Date(), machineLoad()];
const tokens = await signIn();
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const browserSession = await browser.newBrowserCDPSession();
const results = [];
for (let index = 0; index < runs; index += 1) results.push(await run(browser, browserSession, tokens));
await browser.close();
console.table(results);
const median = (key) => results.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
console.log(
  `live, slow 4G, ${cpu}x CPU, median of ${runs}: first visit ${median('firstMs')} ms to the first job card; ` +
    `repeat ${median('repeatMs')} ms with the worker (${median('repeat ÷ first')} of the first), ` +
    `${median('repeatNoWorkerMs')} ms with the HTTP cache alone`,
);
if (write) {
  const runsOf = (key) => results.map((result) => result[key]).join(', ');
  const columns = ['firstMs', 'repeatNoWorkerMs', 'repeatMs', 'repeat ÷ first'];
  writeBlock(
    'repeat-visit',
    [
      `${runLine({ startedAt, endedAt: new Date(), commit, loadAtStart, loadAtEnd: machineLoad() })} The live build, ${runs} run(s), ${cpu}x CPU, slow 4G on the page and on the worker.`,
      '',
      '| | first visit (ms) | repeat, HTTP cache alone (ms) | repeat, worker (ms) | repeat ÷ first |',
      '| --- | ---: | ---: | ---: | ---: |',
      `| runs | ${columns.map(runsOf).join(' | ')} |`,
      `| **median** | ${columns.map((key) => (key === 'repeat ÷ first' ? `**${median(key)}**` : median(key))).join(' | ')} |`,
    ].join('\n'),
  );
}
