// @vitest-environment node
import { ruleHits as hits } from './lint-hits';

/**
 * Every link is components/ui/Link, which prefetches a route on hover and touch only: next/link's
 * prefetch of every link in view runs other screens' code in the start's main thread (issue 42). Each
 * case plants a file at a real path for a moment and lints it (no-restricted-imports).
 */
const ruleHits = (filePath: string, code: string) => hits(filePath, code, 'no-restricted-imports');
const NEXT_LINK = "import Link from 'next/link';\nexport const x = Link;\n";

describe('the link import rule', { timeout: 120_000 }, () => {
  it.each([
    ['in a screen', 'components/home/Planted.tsx'],
    ['in a layout', 'layouts/Planted.tsx'],
    ['in a form', 'components/forms/Planted.tsx'],
  ])('refuses next/link %s', async (_, filePath) => {
    expect(await ruleHits(filePath, NEXT_LINK)).toEqual(['no-restricted-imports']);
  });

  it('allows the app’s Link', async () => {
    const code = "import Link from '@/components/ui/Link';\nexport const x = Link;\n";
    expect(await ruleHits('components/home/Planted.tsx', code)).toEqual([]);
  });
});
