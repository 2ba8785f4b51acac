// Lighthouse (mobile preset, simulated throttling) on the first-paint routes, in both
// languages, against a running server: the median of N runs per route × language.
//
//   node scripts/lighthouse.mjs [--runs 3] [--base http://localhost:3100] [--floor 0] [--max-cls 1]
//
// Measure a live build (NEXT_PUBLIC_API_BASE_URL set) answered by scripts/sandbox-api.mjs:
// the sandbox build also downloads and starts the mock backend, which users never do.
// Debian's Chromium (CHROMIUM_PATH), never a downloaded one. Prints a table; exits 1 when a
// median performance score is below --floor or a median CLS above --max-cls (the CI step).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const runs = Number(arg('runs', 3));
const base = arg('base', 'http://localhost:3100');
const floor = Number(arg('floor', 0));
const maxCls = Number(arg('max-cls', 1));
const routes = (arg('routes', '/clients/homepage,/clients/services,/clients/auth/login,/service-providers/auth/register')).split(',');
const languages = arg('languages', 'ar,en').split(',');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const rows = [];
try {
  for (const route of routes) {
    for (const language of languages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        // A fresh profile state each run: the language comes from ?lang=, nothing is cached between runs.
        const { lhr } = await lighthouse(`${base}${route}?lang=${language}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: false,
        });
        samples.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
        });
      }
      rows.push({
        route,
        language,
        score: median(samples.map((s) => s.score)),
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbt: median(samples.map((s) => s.tbt)),
      });
    }
  }
} finally {
  await chrome.kill();
}

console.log(`\nLighthouse ${runs === 1 ? '(1 run)' : `(median of ${runs})`}, mobile preset, ${base}\n`);
console.log('| route | lang | score | LCP (s) | CLS | TBT (ms) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(`| \`${row.route}\` | ${row.language} | ${row.score} | ${(row.lcp / 1000).toFixed(1)} | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} |`);
}
const below = rows.filter((row) => row.score < floor);
if (below.length) console.error(`\n${below.length} median score(s) below the floor ${floor}.`);
const shifting = rows.filter((row) => row.cls > maxCls);
if (shifting.length) console.error(`\n${shifting.length} median CLS above ${maxCls}.`);
if (below.length || shifting.length) process.exit(1);
