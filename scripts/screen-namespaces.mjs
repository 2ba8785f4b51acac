// The translation namespaces a page names at module scope (`loadWithScreen('home', …)`,
// locales/i18n.ts), found by following its static imports through our own source: what its first
// screen reads, which the start preloads from the HTML (scripts/start-preloads.mjs). Lazy parts
// (`import('…')`: dialogs, below the fold) and type-only imports are not followed: they load after.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SUFFIXES = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** The specifiers of a module's static imports and re-exports that carry code. */
export function staticImports(source) {
  return [...source.matchAll(/^[ \t]*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)].map(
    (match) => match[1],
  );
}

/** The namespaces a module names in `loadWithScreen(…)` calls. */
export function namedNamespaces(source) {
  return [...source.matchAll(/\bloadWithScreen\(([^)]*)\)/g)].flatMap(([, args]) =>
    [...args.matchAll(/['"]([\w-]+)['"]/g)].map((match) => match[1]),
  );
}

/** Our source file an import names (`@/…` or relative), or null for a package, JSON or CSS. */
export function resolveImport(from, specifier, root) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  if (/\.(json|css)$/.test(base)) return null;
  for (const suffix of SUFFIXES) {
    const file = base + suffix;
    if (/\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The namespaces the modules reachable from `entries` by static imports name, in no particular order. */
export function screenNamespaces(entries, root) {
  const seen = new Set();
  const names = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    namedNamespaces(source).forEach((name) => names.add(name));
    for (const specifier of staticImports(source)) {
      const next = resolveImport(file, specifier, root);
      if (next) queue.push(next);
    }
  }
  return [...names];
}

/** A route of the pages manifest (`/clients/homepage`, `/`) → its page's source file. */
export function pageSource(route, root) {
  const base = join(root, 'pages', route === '/' ? 'index' : route);
  const file = [`${base}.tsx`, `${base}/index.tsx`].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no page source for ${route}`);
  return file;
}
