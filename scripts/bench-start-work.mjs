// The start's main-thread work per script, named by what it carries: Lighthouse's mobile preset (4x
// CPU, simulated) on running live builds, interleaved, the median of --runs; each script is named
// through its source map (build with NEXT_SOURCE_MAPS=1) by the packages and folders of ours that make
// up most of it, so a before and an after can be read side by side though their chunks' names differ.
//
//   node scripts/bench-start-work.mjs --build main=http://localhost:3400 --build ours=http://localhost:3200
//        [--routes /clients/homepage,/clients/auth/login] [--runs 3] [--top 8] [--write]
//
// --write puts the table into docs/performance.md (block `bench:start-work`, scripts/doc-block.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './bench-interactions-measure.mjs';
import { arg, namedBuilds } from './cli-args.mjs';
import { machineLoad, measuredCommit, runLine, writeBlock } from './doc-block.mjs';
import { decodeMappings } from './source-map-names.mjs';

const builds = namedBuilds('--build main=http://localhost:3400 --build ours=…');
const routes = arg('routes', '/clients/homepage,/clients/auth/login').split(',');
const runs = Number(arg('runs', 3));
const top = Number(arg('top', 8));
const write = process.argv.includes('--write');

/** Who a source is: a package (`react-dom`), or our folder with its file's name (`services/api/shape`). */
function ownerOf(source) {
  const path = source.replace(/^turbopack:\/\/\/(\[project\]\/)?/, '');
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)\//.exec(path);
  if (pkg) return pkg[1];
  if (path.startsWith('[')) return 'the bundler runtime';
  return path.replace(/\.(tsx?|jsx?|json)$/, '');
}

const names = new Map();
/** A script named by its three biggest owners and their shares of its bytes (its source map's segments). */
async function nameOf(url) {
  if (names.has(url)) return names.get(url);
  const naming = (async () => {
    if (!/\.js(\?|$)/.test(url)) return new URL(url).pathname.startsWith('/_next/') ? 'a style sheet' : 'the HTML';
    const code = await (await fetch(url)).text();
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    if (!mapName) return `${new URL(url).pathname.split('/').pop()} (no source map)`;
    const map = await (await fetch(new URL(mapName, url))).json();
    const lines = code.split('\n');
    const bytes = new Map();
    decodeMappings(map.mappings).forEach((segments, line) =>
      segments.forEach(([column, source], index) => {
        const end = segments[index + 1]?.[0] ?? lines[line]?.length ?? column;
        const owner = ownerOf(map.sources[source] ?? '');
        bytes.set(owner, (bytes.get(owner) ?? 0) + end - column);
      }),
    );
    const total = [...bytes.values()].reduce((sum, value) => sum + value, 0) || 1;
    const kb = (code.length / 1024).toFixed(0);
    return `${[...bytes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([owner, value]) => `${owner} ${Math.round((100 * value) / total)}%`)
      .join(', ')} (${kb} KB)`;
  })().catch((error) => `${new URL(url).pathname} (${error.message})`);
  names.set(url, naming);
  return naming;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const config = {
  extends: 'lighthouse:default',
  settings: { onlyAudits: ['bootup-time', 'mainthread-work-breakdown', 'total-blocking-time'] },
  audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }],
};
const loadBefore = machineLoad();
const startedAt = new Date();
/** build → route → { total: [ms], tbt: [ms], scripts: Map<url, [ms]> } */
const samples = new Map(
  builds.map(({ name }) => [name, new Map(routes.map((route) => [route, { total: [], tbt: [], scripts: new Map() }]))]),
);
try {
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      for (const { name, origin } of builds) {
        const { lhr } = await lighthouse(
          `${origin}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          config,
        );
        const sample = samples.get(name).get(route);
        sample.total.push(lhr.audits['mainthread-work-breakdown'].numericValue);
        sample.tbt.push(lhr.audits['total-blocking-time'].numericValue);
        for (const item of lhr.audits['bootup-time'].details?.items ?? []) {
          sample.scripts.set(item.url, [...(sample.scripts.get(item.url) ?? []), item.total]);
        }
      }
    }
  }
} finally {
  await chrome.kill();
}
const loadAfter = machineLoad();

const lines = [
  `| route | build | main thread, all (ms) | TBT (ms) | the scripts' work, biggest first: what each carries (its size), ms |`,
  '| --- | --- | ---: | ---: | --- |',
];
for (const route of routes) {
  for (const { name } of builds) {
    const sample = samples.get(name).get(route);
    const scripts = await Promise.all(
      [...sample.scripts]
        // A script seen in fewer than half the runs is one run's accident; the rest is filled with zeros.
        .filter(([, values]) => values.length * 2 > runs)
        .map(async ([url, values]) => ({
          name: URL.canParse(url) ? await nameOf(url) : url.toLowerCase(),
          ms: median([...values, ...Array(runs - values.length).fill(0)]),
        })),
    );
    const listed = scripts.sort((a, b) => b.ms - a.ms).slice(0, top);
    lines.push(
      `| \`${route}\` | ${name} | ${Math.round(median(sample.total))} | ${Math.round(median(sample.tbt))} | ${listed.map((script) => `${script.name}: **${Math.round(script.ms)}**`).join('; ')} |`,
    );
  }
}
console.log(`load (1, 5, 15 min): ${loadBefore} → ${loadAfter}\n${lines.join('\n')}`);
if (write)
  writeBlock(
    'start-work',
    [
      `${runLine({ startedAt, endedAt: new Date(), commit: measuredCommit(), loadAtStart: loadBefore, loadAtEnd: loadAfter })} Lighthouse mobile (4x CPU, simulated), median of ${runs}, interleaved; ${builds.map(({ name, origin }) => `${name}: ${origin}`).join(', ')}.`,
      '',
      ...lines,
    ].join('\n'),
  );
