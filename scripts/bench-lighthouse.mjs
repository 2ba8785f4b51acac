// The Lighthouse benchmark (`npm run bench:lighthouse`): everything scripts/lighthouse.mjs needs,
// built and started here, measured side by side in one run, judged by ratios, and the table written
// into docs/performance.md in place of the last one (its block `bench:lighthouse`, scripts/doc-block.mjs).
//
//   npm run bench:lighthouse [-- --runs 3] [--no-build] [--no-write]
//
// 1. the sandbox served over HTTP (scripts/sandbox-api.mjs) on SANDBOX_API_PORT (3102);
// 2. the live build of the app (NEXT_DIST_DIR=.next-live, NEXT_PUBLIC_API_BASE_URL = that API) and the
//    plain spec-start app (scripts/lighthouse-reference/) against the same API, built side by side
//    (--no-build: reuse both, e.g. after `npm run test:all`, whose live build uses the same API);
// 3. both served with `next start`: ours on LH_PORT (3200), the plain app on LH_REFERENCE_PORT (3300);
// 4. scripts/lighthouse.mjs, the pages interleaved, each route judged against the plain start's figures
//    in the same run (issue 42): LCP ≤ 0.9x, TBT ≤ 1x, main-thread work ≤ 1.3x, and a score at least the
//    preloaded plain start's (exit 1 when one is missed); FCP and CLS reported only.
// Every server started here is stopped at the end (its whole process group).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEnv, benchProcesses } from './bench-servers.mjs';
import { measuredCommit, runLine, writeBlock } from './doc-block.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REFERENCE_DIR = join(ROOT, 'scripts/lighthouse-reference');
/** The bars: each route's figure at most this share of the plain spec start's, measured in the same run. */
const BARS = { 'max-lcp-ratio': 0.9, 'max-tbt-ratio': 1, 'max-main-thread-ratio': 1.3 };

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const runs = Number(arg('runs', 3));
const build = !process.argv.includes('--no-build');
const write = !process.argv.includes('--no-write');
const apiPort = Number(process.env.SANDBOX_API_PORT ?? 3102);
const ourPort = Number(process.env.LH_PORT ?? 3200);
const referencePort = Number(process.env.LH_REFERENCE_PORT ?? 3300);
const api = `http://127.0.0.1:${apiPort}`;
const { logs, serve, stopServers, run, waitFor } = benchProcesses('bench-lighthouse');
const env = benchEnv();

const commit = measuredCommit();
const benchStart = Date.now();
let buildTime = 0;

serve('sandbox-api', 'node', ['scripts/sandbox-api.mjs', '--port', String(apiPort)], { cwd: ROOT, env });
if (build) {
  console.log(`Building the live app (.next-live) and the plain start against ${api} (logs: ${logs})…`);
  const buildStart = Date.now();
  const live = { ...env, NEXT_DIST_DIR: '.next-live', NEXT_PUBLIC_API_BASE_URL: api };
  await Promise.all([
    run('build-live', 'npm', ['run', '--silent', 'build'], { cwd: ROOT, env: live }),
    run('build-reference', 'npx', ['next', 'build'], {
      cwd: REFERENCE_DIR,
      env: { ...env, NEXT_PUBLIC_API_BASE_URL: api },
    }),
  ]);
  buildTime = Date.now() - buildStart;
}
serve('next-live', 'npx', ['next', 'start', '-p', String(ourPort)], {
  cwd: ROOT,
  env: { ...env, NEXT_DIST_DIR: '.next-live' },
});
serve('next-reference', 'npx', ['next', 'start', '-p', String(referencePort)], { cwd: REFERENCE_DIR, env });
const base = `http://localhost:${ourPort}`;
const reference = `http://localhost:${referencePort}`;
await waitFor([`${base}/clients/homepage`, `${reference}/`, `${api}/api/v1/common/country-by-code-name/jo`]);

const out = join(logs, 'lighthouse.json');
const args = [
  '--runs',
  String(runs),
  '--base',
  base,
  '--reference',
  reference,
  ...Object.entries(BARS).flatMap(([name, bar]) => [`--${name}`, String(bar)]),
  '--min-score-preloaded',
];
const code = await new Promise((resolve) =>
  spawn('node', ['scripts/lighthouse.mjs', ...args, '--out', out], { cwd: ROOT, env, stdio: 'inherit' }).on(
    'exit',
    resolve,
  ),
);
stopServers();

let facts = null;
try {
  facts = JSON.parse(readFileSync(out, 'utf8'));
} catch {
  console.error('Lighthouse wrote no results: docs/performance.md is left as it was.');
}
if (facts && write) {
  const verdict = facts.verdicts
    .map(({ bar, missed }) => (missed.length ? `**Not met**, ${bar}: ${missed.join(', ')}.` : `**Met**, ${bar}.`))
    .join(' ');
  // Under a minute in seconds: a build of ~30 s read "0 min".
  const minutes = (ms) => (ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`);
  const section = [
    runLine({
      startedAt: facts.startedAt,
      endedAt: facts.endedAt,
      commit,
      loadAtStart: facts.loadBefore,
      loadAtEnd: facts.loadAfter,
    }),
    '',
    ...facts.table,
    '',
    `${verdict} Median of ${facts.runs} run(s) a page, interleaved; the whole bench took ${minutes(Date.now() - benchStart)}` +
      `${build ? ` (the builds ${minutes(buildTime)})` : ''}.` +
      `${facts.failures.length ? ` Pages that measured nothing: ${facts.failures.join('; ')}.` : ''}`,
  ].join('\n');
  writeBlock('lighthouse', section);
}
process.exit(typeof code === 'number' ? code : 1);
