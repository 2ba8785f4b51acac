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
    [
      'a handler group importing another',
      'mocks/handlers/jobs/planted.ts',
      "import { offerHandlers } from '../offers/offers';\nexport const x = offerHandlers;\n",
    ],
    [
      'an account handler importing the auth handlers',
      'mocks/handlers/settings/planted.ts',
      "import { authHandlers } from '../auth/auth';\nexport const x = authHandlers;\n",
    ],
    [
      'a table importing a handler',
      'mocks/tables/planted.ts',
      "import { idParam } from '../handlers/shared/params';\nexport const x = idParam;\n",
    ],
    [
      'a seed importing a table',
      'mocks/data/planted.ts',
      "import { userOf } from '../tables/people';\nexport const x = userOf;\n",
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
      'a handler group using the tables and the shared params',
      'mocks/handlers/offers/planted.ts',
      "import { findRequest } from '../../tables/requests';\nimport { idParam } from '../shared/params';\nexport const x = [findRequest, idParam];\n",
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
