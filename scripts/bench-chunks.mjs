// What the routes share, from builds' outputs (no browser, so no load to state): all the JavaScript a
// build ships, how many of its chunks carry Formik, yup and Headless UI (from the source maps, so build
// with NEXT_SOURCE_MAPS=1), and what a second screen costs after the first (gzipped bytes of its first
// load the first did not already fetch). Several builds side by side, e.g. main's and this branch's.
//
//   node scripts/bench-chunks.mjs [--build name=distDir ...] [--write]
//
// --write puts the table into docs/performance.md (block `bench:chunks`, scripts/doc-block.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measuredCommit, runLine, writeBlock } from './doc-block.mjs';
import { formKitChunks, formKitOf, LOADS_FORM_KIT } from './form-kit-chunk.mjs';

const builds = process.argv
  .flatMap((value, index, all) => (all[index - 1] === '--build' ? [value.split('=')] : []))
  .map(([name, dir]) => ({ name, dir: dir ?? name }));
if (!builds.length) builds.push({ name: 'this build', dir: process.env.NEXT_DIST_DIR ?? '.next-live' });
const write = process.argv.includes('--write');

/** The packages counted: each should be in one chunk, fetched once by every route using it. */
const PACKAGES = ['formik', 'yup', '@headlessui/react'];
/** A provider's or a client's next screen after the first, as they move through the app. */
const SECOND_SCREENS = [
  ['/clients/homepage', '/clients/auth/login'],
  ['/clients/auth/login', '/clients/auth/register'],
  ['/service-providers/homepage', '/service-providers/job-opportunities'],
  ['/service-providers/job-opportunities', '/service-providers/job-opportunities/[requestId]'],
  ['/service-providers/job-opportunities/[requestId]', '/service-providers/submitted-offers'],
  ['/clients/settings/edit-profile', '/clients/contact-us'],
];

const KB = 1024;
const kb = (bytes) => (bytes / KB).toFixed(1);

function measure({ name, dir }) {
  const chunks = join(dir, 'static/chunks');
  const files = readdirSync(chunks, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'));
  const gz = new Map();
  const gzipped = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(chunks, file))).length);
    return gz.get(file);
  };
  const raw = files.reduce((sum, file) => sum + readFileSync(join(chunks, file)).length, 0);
  const zipped = files.reduce((sum, file) => sum + gzipped(file), 0);
  const carrying = Object.fromEntries(PACKAGES.map((pkg) => [pkg, 0]));
  let mapped = 0;
  for (const file of files) {
    // Turbopack names a chunk's map apart from the chunk: its last line says which.
    const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(chunks, file), 'utf8'))?.[1];
    const map = named && join(chunks, named);
    if (!map || !existsSync(map)) continue;
    mapped += 1;
    const { sources = [], sections = [] } = JSON.parse(readFileSync(map, 'utf8'));
    const all = [...sources, ...sections.flatMap((section) => section.map?.sources ?? [])];
    for (const pkg of PACKAGES) if (all.some((source) => source.includes(`/node_modules/${pkg}/`))) carrying[pkg] += 1;
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'build-manifest.json'), 'utf8'));
  const shared = [...(manifest.polyfillFiles ?? []), ...(manifest.rootMainFiles ?? []), ...manifest.pages['/_app']];
  const kits = (() => {
    try {
      return formKitChunks(dir);
    } catch {
      return []; // a build from before the kit
    }
  })();
  const firstLoad = (route) => {
    if (!manifest.pages[route]) throw new Error(`${dir}: no route ${route} in build-manifest.json`);
    // A route with a form fetches the form kit at once (the variant its own files load).
    const kit =
      LOADS_FORM_KIT.test(route) && kits.length ? [formKitOf(dir, manifest.pages[route], kits)].filter(Boolean) : [];
    return new Set([...shared, ...manifest.pages[route], ...kit].filter((file) => file.endsWith('.js')));
  };
  const bytesOf = (set) => [...set].reduce((sum, file) => sum + gzipped(file.replace(/^static\/chunks\//, '')), 0);
  const seconds = SECOND_SCREENS.map(([from, to]) => {
    const before = firstLoad(from);
    return bytesOf(new Set([...firstLoad(to)].filter((file) => !before.has(file))));
  });
  return { name, dir, files: files.length, raw, zipped, carrying, mapped, seconds };
}

const results = builds.map(measure);
const short = (route) => route.replace(/^\/(clients|service-providers)\//, '').replace('job-opportunities', 'jobs');
const table = [
  `| build | JS files | all JS, KB (gzipped) | chunks with ${PACKAGES.join(' / ')} | ${SECOND_SCREENS.map(([from, to]) => `${short(from)} → ${short(to)}`).join(' | ')} |`,
  `| --- | ---: | ---: | ---: | ${SECOND_SCREENS.map(() => '---:').join(' | ')} |`,
  ...results.map(
    (result) =>
      `| ${result.name} | ${result.files} | ${kb(result.raw)} (${kb(result.zipped)}) | ${result.mapped ? PACKAGES.map((pkg) => result.carrying[pkg]).join(' / ') : 'no source maps'} | ${result.seconds.map(kb).join(' | ')} |`,
  ),
];
console.log(table.join('\n'));
if (write)
  writeBlock(
    'chunks',
    [
      `${runLine({ startedAt: new Date(), commit: measuredCommit() })} Builds with source maps (\`NEXT_SOURCE_MAPS=1\`); a second screen: the KB gzipped of its first-load JS the first screen had not fetched.`,
      '',
      ...table,
    ].join('\n'),
  );
