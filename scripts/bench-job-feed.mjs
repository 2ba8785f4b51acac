// The job feed with 1,000 jobs on a slow phone: a benchmark, not a test (README "Job feed benchmark").
// Against a running sandbox build (`npm run build && npx next start -p 3120`):
//
//   node scripts/bench-job-feed.mjs [--base http://localhost:3120] [--cpu 4] [--runs 3]
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
// - DOM nodes (all elements) and job cards in the DOM at the end, with every page loaded.
import { chromium } from 'playwright';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const base = arg('base', 'http://localhost:3120');
const cpu = Number(arg('cpu', 4));
const runs = Number(arg('runs', 3));
const api = arg('api', null);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

async function run(browser) {
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

  await page.evaluate(() => (window.__bench.since = performance.now()));
  let cards = 0;
  for (let step = 0; step < 400; step += 1) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(120);
    const done = await page.evaluate(() => {
      const list = document.querySelector('ul[aria-label]');
      const last = list?.querySelector('li:last-child')?.getAttribute('aria-posinset');
      return last !== null && last !== undefined && last === list?.querySelector('li')?.getAttribute('aria-setsize');
    });
    if (done) break;
  }
  await page.waitForTimeout(500);
  const end = await page.evaluate(() => ({
    longTasks: window.__bench.longTasks,
    nodes: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('article[aria-labelledby^="job-"]').length,
    lastShown: Number(document.querySelector('ul[aria-label] li:last-child')?.getAttribute('aria-posinset') ?? 0),
  }));
  cards = end.cards;
  await context.close();
  return {
    firstScreenMs: firstScreen.dataAt === null ? null : Math.round(firstScreen.paintedAt - firstScreen.dataAt),
    longTasks: end.longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...end.longTasks)),
    blockingMs: Math.round(end.longTasks.reduce((sum, duration) => sum + duration - 50, 0)),
    domNodes: end.nodes,
    cardsInDom: cards,
    scrolledTo: end.lastShown,
  };
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const results = [];
for (let index = 0; index < runs; index += 1) results.push(await run(browser));
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
  `${api ? `live, data from ${api}` : 'sandbox'}: median of ${runs} at ${cpu}x CPU: first screen ${median('firstScreenMs')} ms after the data; ` +
    `${median('longTasks')} long tasks while scrolling (longest ${median('longestTaskMs')} ms, ${median('blockingMs')} ms over 50 ms in all); ` +
    `${median('domNodes')} DOM elements, ${median('cardsInDom')} cards in the DOM at job ${median('scrolledTo')}`,
);
