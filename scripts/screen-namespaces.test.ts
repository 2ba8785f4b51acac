// @ts-expect-error -- a plain .mjs build script, without type declarations
import { namedNamespaces, pageSource, screenNamespaces, staticImports } from './screen-namespaces.mjs';

const root = process.cwd();

describe("a page's screen namespaces (build step)", () => {
  it('follows static imports and re-exports that carry code, not type-only or lazy ones', () => {
    const source = [
      "import Link from 'next/link';",
      "import {\n  a,\n  b,\n} from '@/components/x';",
      "import type { T } from './types';",
      "import './side-effect';",
      "export { c } from '../c';",
      "const Dialog = lazy(() => import('./Dialog'));",
    ].join('\n');
    expect(staticImports(source)).toEqual(['next/link', '@/components/x', './side-effect', '../c']);
  });

  it('reads the names in loadWithScreen calls, not in its declaration', () => {
    expect(namedNamespaces("loadWithScreen('auth', \"validation\");\nloadWithScreen('home')")).toEqual([
      'auth',
      'validation',
      'home',
    ]);
    expect(namedNamespaces('export function loadWithScreen(...namespaces: Namespace[]): void {')).toEqual([]);
  });

  it.each([
    ['/clients/homepage', ['home']],
    ['/clients/services', ['catalogue']],
    ['/clients/auth/login', ['auth', 'validation']],
    ['/service-providers/auth/register', ['auth', 'validation']],
  ])('%s names %j', (route, namespaces) => {
    expect(screenNamespaces([pageSource(route, root)], root).sort()).toEqual(namespaces);
  });

  it('fails for a route without a page', () => {
    expect(() => pageSource('/nowhere', root)).toThrow(/no page source/);
  });
});
