// Import cycles among our modules, found in about a second.
//
//   node scripts/import-cycles.mjs        (part of `npm run lint`; exits 1 and prints each cycle)
//
// This replaces ESLint's import/no-cycle, which resolved the graph again for every file and
// took 85 % of the lint (minutes on these two cores). The same graph, read once: every
// `import … from`, `export … from`, `import '…'` and `import('…')` between our files (the
// `@/` alias and relative paths), type-only imports included: they vanish at compile time, but a
// circle of types is still two modules that cannot be understood, moved or tested apart (issue 41).
// Packages are outside the graph.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SKIP = new Set(['node_modules', '.git', 'public', 'playwright-report', 'test-results', 'out']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'];

function sourceFiles(root, dir = root) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith('.next')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(root, path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** The specifiers a file imports: statically, with `import()`, or for types only (`import type`, `import('…').T`). */
export function importsOf(path, text) {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    // A type written as `import('…').Name`.
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every cycle, each as the files along it (relative to `root`), the first file repeated at the end. */
export function findImportCycles(root) {
  const files = sourceFiles(root);
  const graph = new Map(
    files.map((file) => [
      file,
      importsOf(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(root, file, specifier))
        .filter((target) => target && target !== file && /\.(ts|tsx|mts)$/.test(target)),
    ]),
  );
  // Tarjan's strongly connected components: a component of more than one file holds a cycle.
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (file) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), order.get(next)));
      }
    }
    if (low.get(file) === order.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) components.push(component);
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) connect(file);
  // The shortest way around each component from its first file, for the message.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0];
    const parent = new Map([[start, null]]);
    const queue = [start];
    let last = null;
    while (queue.length > 0 && !last) {
      const at = queue.shift();
      for (const next of graph.get(at) ?? []) {
        if (next === start) {
          last = at;
          break;
        }
        if (members.has(next) && !parent.has(next)) {
          parent.set(next, at);
          queue.push(next);
        }
      }
    }
    const path = [];
    for (let at = last; at; at = parent.get(at)) path.unshift(at);
    return [...path, start].map((file) => relative(root, file));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles(process.cwd());
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' → ')}`);
  if (cycles.length > 0) {
    console.error('Break it by moving what both sides need into a lower module (docs/architecture.md "Layers").');
    process.exit(1);
  }
}
