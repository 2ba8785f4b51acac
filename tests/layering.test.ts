// @vitest-environment node
import { ruleHits as hits } from './lint-hits';

/**
 * The layering rules of eslint.config.mjs catch what they are there for: each case plants
 * a file at a real path for a moment, lints it, and expects the rule to fire, or not.
 */
const ruleHits = (filePath: string, code: string) => hits(filePath, code, 'import/no-restricted-paths');

// The first lint loads the config and the import resolver: allow a minute. (Import cycles: scripts/import-cycles.test.ts.)
describe('layering lint rules', () => {
  it.each([
    [
      'services reaching up into the store',
      'services/planted.ts',
      "import { appStore } from '@/store/shared/app-store';\nexport const x = appStore;\n",
    ],
    [
      'a hook reaching up into components',
      'hooks/use-planted.ts',
      "import { prepareApp } from '@/components/shell/start-sequence';\nexport const x = prepareApp;\n",
    ],
    [
      'the store reaching up into hooks',
      'store/planted.ts',
      "import { useRole } from '@/hooks/shared/use-role';\nexport const x = useRole;\n",
    ],
    [
      'a screen importing the sandbox',
      'components/home/Planted.tsx',
      "import { db } from '@/mocks/shared/db';\nexport const x = db;\n",
    ],
    [
      'a layout importing a page',
      'layouts/Planted.tsx',
      "import NotFound from '@/pages/404';\nexport const x = NotFound;\n",
    ],
    [
      'the sandbox importing a screen',
      'mocks/planted.ts',
      "import { HomeScreen } from '@/components/home/HomeScreen';\nexport const x = HomeScreen;\n",
    ],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await ruleHits(filePath, code)).toContain('import/no-restricted-paths');
  });

  it.each([
    [
      'a screen using hooks, services and the store',
      'components/home/Planted.tsx',
      "import { useRole } from '@/hooks/shared/use-role';\nimport { roleOfPath } from '@/services/shared/routes';\nimport { appStore } from '@/store/shared/app-store';\nexport const x = [useRole, roleOfPath, appStore];\n",
    ],
    [
      'the sandbox switch importing the sandbox',
      'components/sandbox/Planted.tsx',
      "import { db } from '@/mocks/shared/db';\nexport const x = db;\n",
    ],
    [
      'a test reaching anywhere',
      'services/planted.test.ts',
      "import { db } from '@/mocks/shared/db';\nimport { appStore } from '@/store/shared/app-store';\nexport const x = [db, appStore];\n",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await ruleHits(filePath, code)).toEqual([]);
  });
});

/**
 * The sandbox's layers (mocks/README.md "Layers"): rules < data < tables < handlers, the kernel
 * (mocks/shared/) below the tables, each layer's shared/ folder importing no domain, and no handler
 * group importing another; the zones come from `DOMAINS` (eslint.config.mjs `sandboxZones`).
 */
describe("the sandbox's lint rules", { timeout: 60_000 }, () => {
  const plant = (code: string) => `${code}\nexport const x = 1;\n`;

  it.each([
    [
      'a rule importing a seed',
      'mocks/rules/offers/planted.ts',
      "import { seedOffers } from '../../data/offers/offers';",
    ],
    [
      'a seed importing a table',
      'mocks/data/offers/planted.ts',
      "import { findOffer } from '../../tables/offers/offers';",
    ],
    [
      'a table importing a handler',
      'mocks/tables/offers/planted.ts',
      "import { idParam } from '../../handlers/shared/params';",
    ],
    ['the kernel importing a table', 'mocks/shared/planted.ts', "import { userOf } from '../tables/auth/users';"],
    [
      'a shared rule importing a domain',
      'mocks/rules/shared/planted.ts',
      "import { priceError } from '../offers/offers';",
    ],
    [
      'a shared seed importing a domain',
      'mocks/data/shared/planted.ts',
      "import { SUB } from '../catalogue/catalogue';",
    ],
    ['a shared table importing a domain', 'mocks/tables/shared/planted.ts', "import { userOf } from '../auth/users';"],
    [
      "a shared handler part importing a domain's table",
      'mocks/handlers/shared/planted.ts',
      "import { findOffer } from '../../tables/offers/offers';",
    ],
    [
      'a handler group importing another',
      'mocks/handlers/jobs/planted.ts',
      "import { offerHandlers } from '../offers/offers';",
    ],
    [
      'an account handler importing the auth handlers',
      'mocks/handlers/settings/planted.ts',
      "import { authHandlers } from '../auth/auth';",
    ],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await ruleHits(filePath, plant(code))).toContain('import/no-restricted-paths');
  });

  it.each([
    [
      'a handler group using the tables, the kernel and the shared params',
      'mocks/handlers/offers/planted.ts',
      "import { findRequest } from '../../tables/requests/requests';\nimport { db } from '../../shared/db';\nimport { idParam } from '../shared/params';",
    ],
    [
      "a table using another domain's table, its seed's type and a rule",
      'mocks/tables/jobs/planted.ts',
      "import { findOffer } from '../offers/offers';\nimport { matchesTiming } from '../../rules/jobs/job-filters';\nimport type { SandboxRequest } from '../../data/requests/requests';",
    ],
    [
      'a seed using a rule and the clock',
      'mocks/data/auth/planted.ts',
      "import { randomToken } from '../../rules/auth/accounts';\nimport { daysAgo } from '../../shared/clock';",
    ],
    [
      'the kernel composing the seeds',
      'mocks/shared/planted.ts',
      "import { seedOffers } from '../data/offers/offers';",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await ruleHits(filePath, plant(code))).toEqual([]);
  });
});
