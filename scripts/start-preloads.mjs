// After `next build`, before scripts/csp-inline-hashes.mjs: the first screen's code and translations
// are preloaded from each prerendered page's head instead of being discovered one after another.
// The shared chunks the HTML loads fetch the axios chunk (services/axios-client.ts), the checks of
// the start's answers (services/answer-checks.ts) and the translations only once they run, and the
// page's chunk names its screen's namespaces only once it runs; the chunks' names are known only
// after the build, so this step finds them in the shared chunks' loaders (Turbopack's
// `Promise.all(["static/chunks/….js"].map(…)).then(() => …(id))`) and writes at the end of the head,
// after Next's script tags (the pre-paint script, first, has set `<html lang>`):
// - `<link rel="preload" as="script">` for the start's scripts (the same for every language);
// - an inline script adding the same link for the translation chunks in the page's language: the
//   start's namespaces (locales/i18n.ts PRELOADED_NAMESPACES) and the ones the page's screen names
//   (scripts/screen-namespaces.mjs).
// The inline script is hashed into the page's CSP by the next step; the links are 'self'.
// Fails the build when a chunk is not found (a Next or Turbopack upgrade changed the loaders).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { runInNewContext } from 'node:vm';
import { pageSource, screenNamespaces } from './screen-namespaces.mjs';

/** The start's script chunks, each found by a mark it alone holds (kept by the minifier as a string). */
export const START_SCRIPTS = [
  { name: 'axios', mark: 'AxiosHeaders' }, // axios's own class name
  // The country's shape (services/answer-checks.ts), however the field is declared.
  { name: 'answer checks', mark: 'dial_code:' },
];

/** The chunks a page's HTML loads with `<script src>`, relative to `/_next/`. */
export function pageChunks(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/(static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]);
}

/** Each lazy loader in a chunk: the chunk files it fetches (relative to `/_next/`), then the module it runs. */
export function chunkLoaders(source) {
  const loaders = [];
  const pattern =
    /Promise\.all\(\[((?:"static\/chunks\/[^"]+\.js",?)+)\]\.map\(\w+=>\w+\.l\(\w+\)\)\)\.then\(\(\)=>\w+\((\d+)\)\)/g;
  for (const [, files, id] of source.matchAll(pattern))
    loaders.push({ files: files.split(',').map((file) => file.slice(1, -1)), id: Number(id) });
  return loaders;
}

/** What a chunk's module `id` exports, run apart (only JSON chunks are asked: they only assign). */
export function moduleExports(source, id) {
  const context = { TURBOPACK: [], document: undefined };
  context.globalThis = context;
  runInNewContext(source, context, { timeout: 1000 });
  for (const entry of context.TURBOPACK) {
    const index = entry.indexOf(id);
    if (index < 1 || typeof entry[index + 1] !== 'function') continue;
    const made = { exports: {} };
    try {
      entry[index + 1]({}, made, made.exports);
    } catch {
      return undefined;
    }
    // Plain data again: objects made in the other context have that context's prototypes.
    return JSON.parse(JSON.stringify(made.exports));
  }
  return undefined;
}

/** The inline script that preloads the page language's chunks (`files` by language, relative to `/_next/`). */
export function languagePreloadScript(filesByLanguage) {
  const hrefs = Object.fromEntries(
    Object.entries(filesByLanguage).map(([language, files]) => [language, files.map((file) => `/_next/${file}`)]),
  );
  return `(function(){var f=${JSON.stringify(hrefs)}[document.documentElement.lang]||[];f.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)})})();`;
}

/**
 * The preloads written at the end of a page's head, after Next's own `<script defer>` tags: the
 * shared chunk is asked for first (Chromium lets one low-priority script load at a time until the
 * body, and a high-priority preload before it would hold it back), these right after it.
 */
export function withPreloads(html, scriptFiles, filesByLanguage) {
  const at = html.indexOf('</head>');
  if (at === -1) throw new Error('no </head> to put the preloads in');
  const tags =
    scriptFiles.map((file) => `<link rel="preload" as="script" href="/_next/${file}"/>`).join('') +
    `<script>${languagePreloadScript(filesByLanguage)}</script>`;
  return html.slice(0, at) + tags + html.slice(at);
}

/**
 * The start's script chunks (START_SCRIPTS, in that order) and each language's translation chunks,
 * among the loaders of the chunks the HTML loads: `translations[language][namespace]` is the
 * namespace's JSON as in locales/; the answer's `namespaceFiles[language][namespace]` its chunk.
 */
export function findStartChunks(loaders, readChunk, translations) {
  const scriptFiles = START_SCRIPTS.map(() => null);
  const namespaceFiles = Object.fromEntries(Object.keys(translations).map((language) => [language, {}]));
  for (const { files, id } of loaders) {
    if (files.length !== 1) continue;
    const source = readChunk(files[0]);
    const script = START_SCRIPTS.findIndex(({ mark }) => source.includes(mark));
    if (script !== -1) {
      scriptFiles[script] = files[0];
      continue;
    }
    // A JSON module's factory only assigns its object: `(e,t,r)=>{t.exports={…}` (no other code runs).
    if (!/^[^\n]*?,\d+,\(\w+,(\w+),\w+\)=>\{\1\.exports=\{/.test(source)) continue;
    const exported = moduleExports(source, id);
    for (const [language, namespaces] of Object.entries(translations))
      for (const [namespace, json] of Object.entries(namespaces))
        if (isDeepStrictEqual(exported, json)) namespaceFiles[language][namespace] = files[0];
  }
  START_SCRIPTS.forEach(({ name }, index) => {
    if (!scriptFiles[index]) throw new Error(`the ${name} chunk is not among the shared chunks\u2019 loaders`);
  });
  // A namespace some shared code imports itself would be in the shared chunk already, so a
  // language may have fewer chunks than namespaces, but never none.
  for (const [language, files] of Object.entries(namespaceFiles))
    if (Object.keys(files).length === 0) throw new Error(`${language}: no translation chunk found`);
  return { scriptFiles, namespaceFiles };
}

/** A page's translation chunks by language: the start's namespaces, then its screen's (those in a chunk of their own). */
export function pageTranslationFiles(namespaceFiles, namespaces) {
  return Object.fromEntries(
    Object.entries(namespaceFiles).map(([language, files]) => [
      language,
      [...new Set(namespaces.map((namespace) => files[namespace]).filter(Boolean))],
    ]),
  );
}

async function main() {
  const { createJiti } = await import('jiti');
  const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
  const jiti = createJiti(import.meta.url, { alias: { '@': root } });
  const { LANGUAGE_CODES } = await jiti.import(`${root}/locales/languages.ts`);
  const { PRELOADED_NAMESPACES } = await jiti.import(`${root}/locales/i18n.ts`);
  const translations = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      Object.fromEntries(
        readdirSync(join(root, 'locales', language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.slice(0, -'.json'.length),
            JSON.parse(readFileSync(join(root, 'locales', language, file), 'utf8')),
          ]),
      ),
    ]),
  );
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
  const serverDir = join(distDir, 'server');
  const pagesManifest = JSON.parse(readFileSync(join(serverDir, 'pages-manifest.json'), 'utf8'));
  const htmlPages = Object.entries(pagesManifest).filter(([, file]) => file.endsWith('.html'));
  const readChunk = (file) => readFileSync(join(distDir, file), 'utf8');
  const appSource = join(root, 'pages', '_app.tsx');
  let found = null;
  const named = new Map();
  for (const [route, file] of htmlPages) {
    const path = join(serverDir, file);
    const html = readFileSync(path, 'utf8');
    const loaders = pageChunks(html).flatMap((chunk) => chunkLoaders(readChunk(chunk)));
    found ??= findStartChunks(loaders, readChunk, translations);
    const namespaces = screenNamespaces([appSource, pageSource(route, root)], root);
    named.set(route, namespaces);
    const files = pageTranslationFiles(found.namespaceFiles, [...PRELOADED_NAMESPACES, ...namespaces]);
    writeFileSync(path, withPreloads(html, found.scriptFiles, files));
  }
  const home = named.get('/clients/homepage') ?? [];
  console.log(
    `Start preloads: ${found.scriptFiles.join(' ')} and the translations of ${PRELOADED_NAMESPACES.join(', ')} ` +
      `and each page's screen (the home's: ${home.join(', ') || 'none'}) in ${htmlPages.length} page(s)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
