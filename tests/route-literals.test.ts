// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { paths, ROLE_PREFIX } from '@/config/paths';

/**
 * config/paths.ts is the only place a route is written: a link, redirect, notification target or
 * e2e step that spells `/clients/…`, `/service-providers/…`, `/sandbox/…` or `${prefix}/homepage`
 * itself is listed here. Unit tests (`*.test.ts`) may spell the hrefs they expect.
 */
const SCANNED = ['components', 'hooks', 'layouts', 'pages', 'store', 'services', 'e2e'];

const ROOTS = [...Object.values(ROLE_PREFIX), '/sandbox'];

/** The first word after the role prefix of every role route (`homepage`, `my-requests`, `auth`, …). */
function firstSegments(node: object = paths): string[] {
  return Object.values(node).flatMap((value: object) =>
    'route' in value && typeof value.route === 'string' ? [value.route.split('/')[2] ?? ''] : firstSegments(value),
  );
}

const SEGMENTS = new Set(firstSegments().filter((segment) => segment !== '' && !segment.startsWith('{')));

function startsWithRoot(text: string): boolean {
  return ROOTS.some((root) => text.startsWith(root) && (text === root || /^[/?#]/.test(text.slice(root.length))));
}

/** A regular expression that spells a route (`/\/clients\/homepage$/`). */
function spellsRoute(pattern: string): boolean {
  return ROOTS.some((root) => pattern.includes(root.replaceAll('/', '\\/')));
}

/** `/homepage…` right after an interpolated prefix (`${prefix}/homepage`). */
function startsWithSegment(text: string): boolean {
  const segment = /^\/([\w-]+)(?:[/?#]|$)/.exec(text)?.[1];
  return segment !== undefined && SEGMENTS.has(segment);
}

/** The route strings written in one source file, as `line: text`. */
export function routeLiterals(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`);
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && startsWithRoot(node.text))
      report(node, node.text);
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral && spellsRoute(node.getText()))
      report(node, node.getText());
    if (ts.isTemplateExpression(node)) {
      const first = node.templateSpans[0]?.literal.text ?? '';
      if (startsWithRoot(node.head.text) || (node.head.text === '' && startsWithSegment(first)))
        report(node, node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('route strings', () => {
  it('finds a planted one of each kind: a quoted path, a JSX href, a prefixed template, a regular expression', () => {
    const planted = [
      "router.push('/clients/my-requests');",
      'const a = <Link href="/service-providers/balance?payment=1">x</Link>;',
      'const b = `${prefix}/help-center/${id}`;',
      'const c = `/sandbox/payment?payment=${id}`;',
      'await expect(page).toHaveURL(/\\/service-providers\\/scheduled-works\\/\\d+$/);',
      "const d = paths.home.getHref('client'); const e = `requests/${id}/offers/`; const f = '/logo.svg'; const g = /\\/logo\\.svg/;",
    ].join('\n');
    expect(routeLiterals(planted)).toEqual([
      '1: /clients/my-requests',
      '2: /service-providers/balance?payment=1',
      '3: `${prefix}/help-center/${id}`',
      '4: `/sandbox/payment?payment=${id}`',
      '5: /\\/service-providers\\/scheduled-works\\/\\d+$/',
    ]);
  });

  it.each(SCANNED)('%s/ builds every route through config/paths.ts', (dir) => {
    const root = process.cwd();
    const written = sourceFiles(join(root, dir)).flatMap((path) =>
      routeLiterals(readFileSync(path, 'utf8'), path).map((hit) => `${relative(root, path)}:${hit}`),
    );
    expect(written).toEqual([]);
  });
});
