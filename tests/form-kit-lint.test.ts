// @vitest-environment node
import { ruleHits as hits } from './lint-hits';

/**
 * Formik, yup and the fields reach a screen only through the form kit (components/forms/use-form-kit.tsx,
 * docs/architecture.md "Forms"): imported anywhere else they would be copied into that route's chunk again.
 * Each case plants a file at a real path for a moment and lints it (no-restricted-imports).
 */
const ruleHits = (filePath: string, code: string) => hits(filePath, code, 'no-restricted-imports');

describe('the form kit import rule', { timeout: 120_000 }, () => {
  it.each([
    [
      'Formik in a screen',
      'components/offers/Planted.tsx',
      "import { Formik } from 'formik';\nexport const x = Formik;\n",
    ],
    ['yup in a schema', 'services/offers/planted.ts', "import { string } from 'yup';\nexport const x = string();\n"],
    [
      'a kit field in a screen',
      'components/settings/Planted.tsx',
      "import { TextField } from '@/components/forms/TextField';\nexport const x = TextField;\n",
    ],
    [
      'the kit itself',
      'components/auth/Planted.tsx',
      "import * as kit from '@/components/forms/kit';\nexport const x = kit;\n",
    ],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await ruleHits(filePath, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    [
      'a type from Formik',
      'components/offers/Planted.tsx',
      "import type { FormikHelpers } from 'formik';\nexport type X = FormikHelpers<object>;\n",
    ],
    [
      'the kit through its hook',
      'components/offers/Planted.tsx',
      "import { useFormKit } from '@/components/forms/use-form-kit';\nexport const x = useFormKit;\n",
    ],
    [
      'Formik inside the kit',
      'components/forms/Planted.tsx',
      "import { Formik } from 'formik';\nexport const x = Formik;\n",
    ],
    ['yup in a test', 'services/offers/planted.test.ts', "import * as yup from 'yup';\nexport const x = yup;\n"],
  ])('allows %s', async (_, filePath, code) => {
    expect(await ruleHits(filePath, code)).toEqual([]);
  });
});
