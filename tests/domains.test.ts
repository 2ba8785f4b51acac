// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { lintConfigOf, ruleHits as hits } from './lint-hits';

/**
 * One domain, one name, the same place in every layer (docs/architecture.md "Where each domain
 * lives"): the lint zones come from one list, config/domains.json (`DOMAINS` in eslint.config.mjs).
 * Each case plants a file at a real path for a moment, lints it, and expects the rule to fire, or not.
 */
const ruleHits = (filePath: string, code: string) => hits(filePath, code, 'import/no-restricted-paths');

const configPath = '../eslint.config.mjs';
const config = (await import(/* @vite-ignore */ configPath)) as {
  DOMAINS: readonly string[];
  SHARED: Readonly<Record<string, readonly string[]>>;
  COMPOSITION: Readonly<Record<string, readonly string[]>>;
  SHARED_FOLDERS: readonly string[];
};
const { DOMAINS, SHARED, COMPOSITION, SHARED_FOLDERS } = config;

const folders = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory()) : [];

describe('domain lint zones', { timeout: 60_000 }, () => {
  it.each([
    [
      "a screen importing another domain's part",
      'components/jobs/Planted.tsx',
      "import { ReviewCard } from '@/components/reviews/ReviewCard';",
    ],
    [
      "a hook importing another domain's call module",
      'hooks/jobs/use-planted.ts',
      "import { getOffer } from '@/services/offers/offers';",
    ],
    [
      "a call module importing another domain's module",
      'services/jobs/planted.ts',
      "import { getRequest } from '@/services/requests/requests';",
    ],
    [
      "a store module importing another domain's draft",
      'store/offers/planted.ts',
      "import { loadDraft } from '@/store/requests/request-draft';",
    ],
    [
      "a shared primitive importing a domain's internals",
      'components/ui/Planted.tsx',
      "import { OfferCard } from '@/components/offers/OfferCard';",
    ],
    [
      "a layout importing a domain's internals",
      'layouts/Planted.tsx',
      "import { SettingsMenu } from '@/components/settings/SettingsMenu';",
    ],
    [
      "the sandbox importing a domain's internals",
      'mocks/planted.ts',
      "import { freeOffersLeft } from '@/services/offers/free-offers';",
    ],
    [
      'a handler group importing another',
      'mocks/handlers/jobs/planted.ts',
      "import { offerHandlers } from '../offers/offers';",
    ],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await ruleHits(filePath, `${code}\nexport const x = 1;\n`)).toContain('import/no-restricted-paths');
  });

  it.each([
    [
      'a screen using another domain through its public entry',
      'components/jobs/Planted.tsx',
      "import { ReviewCard } from '@/components/reviews';",
    ],
    [
      "a domain's hook using its own calls directly",
      'hooks/offers/use-planted.ts',
      "import { getOffer } from '@/services/offers/offers';",
    ],
    [
      "a domain's part using its own folder",
      'components/offers/Planted.tsx',
      "import { OfferCard } from './OfferCard';",
    ],
    [
      'a domain using the shared folders',
      'components/offers/Planted.tsx',
      "import { Card } from '@/components/ui/Card';\nimport { api } from '@/services/api/api-client';",
    ],
    [
      'a page rendering its screen by file',
      'pages/planted.tsx',
      "import { OfferScreen } from '@/components/offers/OfferScreen';",
    ],
    [
      "a test reaching a domain's internals",
      'services/jobs/planted.test.ts',
      "import { getOffer } from '@/services/offers/offers';",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await ruleHits(filePath, `${code}\nexport const x = 1;\n`)).toEqual([]);
  });
});

describe('shared code imports no domain', { timeout: 120_000 }, () => {
  /**
   * Four ways in, each to another domain's public entry in the folder's own layer (so that no layer rule
   * fires as well): a value, a type, a relative path and an `import()`. Every one is refused.
   */
  const plantedIn = (folder: string) => {
    const layer = folder.split('/')[0] ?? '';
    const [value, type, near, later] = DOMAINS.filter((domain) => existsSync(`${layer}/${domain}/index.ts`));
    return [
      `import * as value from '@/${layer}/${value}';`,
      `import type * as type from '@/${layer}/${type}';`,
      `import * as near from '${relative(folder, `${layer}/${near}`)}';`,
      `export const load = () => import('@/${layer}/${later}');`,
      'export const x = [value, near] as const;',
      'export type Y = typeof type;',
    ].join('\n');
  };

  it('names the shared folders of every layer', () => {
    expect(SHARED_FOLDERS).toEqual([
      'services/api',
      'services/lifecycle',
      'services/shared',
      'hooks/shared',
      'store/shared',
      'components/ui',
      'components/layout',
      'components/forms',
    ]);
  });

  it.each(SHARED_FOLDERS)(
    'refuses %s importing a domain: a value, a type, a relative path, an import()',
    async (folder) => {
      expect(await ruleHits(`${folder}/planted.ts`, plantedIn(folder))).toEqual(
        Array(4).fill('import/no-restricted-paths'),
      );
    },
  );

  it.each([
    ['the frame', 'components/layout/Planted.tsx'],
    ['a primitive', 'components/ui/Planted.tsx'],
    ['a screen', 'components/home/Planted.tsx'],
    ["the sandbox's own screens (whose zones let them reach mocks/)", 'components/sandbox/Planted.tsx'],
  ])('refuses %s importing the shell (the composition)', async (_, filePath) => {
    expect(
      await ruleHits(
        filePath,
        "import { StartGate } from '@/components/shell/StartGate';\nexport const x = StartGate;\n",
      ),
    ).toEqual(['import/no-restricted-paths']);
  });

  it('holds in the sandbox switch too (components/shell/start-sequence.ts, whose own zones let it reach mocks/)', async () => {
    const { rules } = await lintConfigOf('components/shell/start-sequence.ts');
    const [, options] = rules['import/no-restricted-paths'] as [unknown, { zones: { target: string | string[] }[] }];
    expect(options.zones.some(({ target }) => [target].flat().includes('./components/layout'))).toBe(true);
  });

  it.each([
    [
      'the frame using the other shared folders',
      'components/layout/Planted.tsx',
      "import { LineIcon } from '@/components/ui/LineIcon';\nimport { useSingleFlight } from '@/hooks/shared/use-single-flight';\nimport { appStore } from '@/store/shared/app-store';\nexport const x = [LineIcon, useSingleFlight, appStore];",
    ],
    [
      "a layout composing the frame with a domain's public entry",
      'layouts/Planted.tsx',
      "import { Header } from '@/components/layout/Header';\nimport { NotificationBell } from '@/components/notifications';\nexport const x = [Header, NotificationBell];",
    ],
    [
      "the shell (the app's start, composition) using a domain's public entry",
      'components/shell/Planted.tsx',
      "import { profileQueryOptions } from '@/hooks/auth';\nimport { expireSession } from '@/store/auth';\nexport const x = [profileQueryOptions, expireSession];",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await ruleHits(filePath, `${code}\n`)).toEqual([]);
  });
});

describe('the domain list', () => {
  it('is the table of docs/architecture.md', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const section = doc.slice(doc.indexOf('## Where each domain lives'));
    const rows = [...section.matchAll(/^\| ([a-z][a-z-]*) \|/gm)]
      .map((match) => match[1])
      .filter((name) => name !== 'domain');
    expect(rows.slice(0, DOMAINS.length)).toEqual([...DOMAINS]);
  });

  it.each(['services', 'hooks', 'store', 'components', 'mocks/rules', 'mocks/data', 'mocks/tables', 'mocks/handlers'])(
    'names every folder of %s/: a domain, one of its shared folders or the composition',
    (layer) => {
      const known = new Set([...DOMAINS, ...(SHARED[layer] ?? []), ...(COMPOSITION[layer] ?? [])]);
      expect(folders(layer).filter((folder) => !known.has(folder))).toEqual([]);
    },
  );

  it.each(['services', 'hooks', 'store', 'mocks/rules', 'mocks/data', 'mocks/tables'])(
    'leaves no module at the root of %s/',
    (layer) => {
      expect(readdirSync(layer).filter((name) => /\.(ts|tsx|json)$/.test(name))).toEqual([]);
    },
  );

  it('names in package.json "sideEffects" every module imported for its effect alone', () => {
    // A public entry names many parts; the bundler keeps only those used, unless a module is declared
    // to have effects of its own. One imported bare (`import './messages'`) must be declared, or a build drops it.
    const { sideEffects } = JSON.parse(readFileSync('package.json', 'utf8')) as { sideEffects: string[] };
    const app = ['services', 'hooks', 'store', 'components', 'layouts', 'pages', 'locales', 'config'];
    const files = app.flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        // A planted file of the lint tests (tests/layering.test.ts) may come and go while this reads.
        .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !/planted\.tsx?$/i.test(file))
        .map((file) => join(dir, file)),
    );
    const bare = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import ['"]((?:@\/|\.)[^'"]+)['"];$/gm)].map(([, spec = '']) => {
        const base = spec.startsWith('@/') ? spec.slice(2) : join(file, '..', spec);
        return ['', '.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path)) ?? base;
      }),
    );
    const undeclared = bare.filter((path) => !path.endsWith('.css') && !sideEffects.includes(`./${path}`));
    expect(undeclared).toEqual([]);
  });

  it('has one namespace per domain, beside the shared ones', () => {
    const known = new Set([...DOMAINS, ...(SHARED.locales ?? [])]);
    const names = readdirSync('locales/en').map((file) => file.replace(/\.json$/, ''));
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });
});
