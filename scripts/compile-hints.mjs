// After `next build`: mark each script a page's HTML names (its first load: `_app`'s chunks and the
// page's own, from build-manifest.json) with V8's explicit compile hint, so Chromium compiles
// all its functions on a background thread while the file streams in, instead of compiling each one on
// the main thread the first time the start calls it (issue 42: in one A/B it took TBT from 0.9-1.8x the
// plain start's to 0.2-0.8x; docs/performance.md). Other browsers read a comment. Chunks loaded on the fly
// (dialogs, later screens) are left lazy: most of their functions do not run at once. So is Turbopack's
// runtime (`turbopack-*.js`, 11 KB): compiled lazily in a blink, and its mark would cost each route
// the 20 bytes gzipped it cannot spare (the route budget).
// The comment must be the file's first line, so each source map (if the build has them) moves one line down.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The scripts of every page's first load, as build-manifest.json names them (`static/chunks/….js`), but the runtime. */
export function firstLoadScripts(buildManifest) {
  const files = Object.values(buildManifest.pages).flat();
  const runtime = (file) => file.split('/').pop().startsWith('turbopack-');
  return [...new Set(files.filter((file) => file.endsWith('.js') && !runtime(file)))].sort();
}

/** The script with the hint as its first line; null when it has it already (the step ran before). */
export function withCompileHint(source) {
  return source.startsWith(`${COMPILE_HINT}\n`) ? null : `${COMPILE_HINT}\n${source}`;
}

/** The script's source map one line down, as the hint pushed its code (an index map's sections, or its mappings). */
export function shiftedMap(map) {
  if (map.sections) {
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

function main() {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
  const scripts = firstLoadScripts(JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')));
  let marked = 0;
  for (const script of scripts) {
    const path = join(distDir, script);
    const hinted = withCompileHint(readFileSync(path, 'utf8'));
    if (hinted === null) continue;
    writeFileSync(path, hinted);
    marked += 1;
    const mapName = /\n\/\/# sourceMappingURL=(\S+)\s*$/.exec(hinted)?.[1];
    const mapPath = mapName && join(path, '..', mapName);
    if (mapPath && existsSync(mapPath)) {
      writeFileSync(mapPath, JSON.stringify(shiftedMap(JSON.parse(readFileSync(mapPath, 'utf8')))));
    }
  }
  console.log(`Compile hints: ${marked} of the ${scripts.length} first-load script(s) in ${distDir} marked`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
