// @vitest-environment node
import { OFFER_OUTCOMES, OFFER_STATUSES } from '@/services/lifecycle/offer';
import { REQUEST_STATUSES } from '@/services/lifecycle/request';
import { lintConfigOf, ruleHits as hits } from './lint-hits';

/**
 * Screens render what requestView/jobView/offerView return and never compare a status with a
 * lifecycle state themselves: each case plants a file at a real path for a moment, lints it, and
 * expects the rule (no-restricted-syntax, eslint.config.mjs) to fire, or not.
 */
const ruleHits = (filePath: string, code: string) => hits(filePath, code, 'no-restricted-syntax');

it('knows every state of the lifecycle', async () => {
  const config = await lintConfigOf('components/offers/OfferCard.tsx');
  const selectors = (config.rules['no-restricted-syntax'] ?? []).slice(1) as { selector: string }[];
  const states = /value=\/\^\(([^)]+)\)\$\//.exec(selectors[0]?.selector ?? '')?.[1]?.split('|');
  expect(new Set(states)).toEqual(new Set([...REQUEST_STATUSES, ...OFFER_STATUSES, ...OFFER_OUTCOMES]));
});

// The first lint loads the config and the import resolver: allow a minute.
describe('the status comparison rule', () => {
  const offer = 'declare const offer: { status: string; outcome: string };\ndeclare const status: string;\n';
  it.each([
    [
      'a member status against a state',
      'components/requests/Planted.tsx',
      `${offer}export const x = offer.status !== 'provider_hired';\n`,
    ],
    [
      'a state against a member status',
      'components/jobs/Planted.tsx',
      `${offer}export const x = 'hired' === offer.status;\n`,
    ],
    [
      'a status variable',
      'components/requests/Planted.tsx',
      `${offer}export const x = status === 'cancelled' ? 1 : 2;\n`,
    ],
    ['an outcome', 'components/jobs/Planted.tsx', `${offer}export const x = offer.outcome === 'withdrawn';\n`],
    [
      'a switch on a status',
      'layouts/Planted.tsx',
      `${offer}export function x() {\n  switch (offer.status) {\n    case 'open':\n      return 1;\n    default:\n      return 2;\n  }\n}\n`,
    ],
  ])('refuses %s in a screen', async (_, filePath, code) => {
    expect(await ruleHits(filePath, code)).toContain('no-restricted-syntax');
  });

  it.each([
    [
      'an HTTP status',
      'components/requests/Planted.tsx',
      'declare const error: { status: number };\nexport const x = error.status === 404;\n',
    ],
    [
      'another process’s state',
      'components/auth/Planted.tsx',
      "declare const result: { status: string };\nexport const x = result.status === 'sent';\n",
    ],
    [
      'a view’s actions',
      'components/requests/Planted.tsx',
      "declare const view: { actions: string[] };\nexport const x = view.actions.includes('hire');\n",
    ],
    [
      'the lifecycle itself',
      'services/planted.ts',
      "declare const offer: { status: string };\nexport const x = offer.status === 'hired';\n",
    ],
    [
      'a screen test',
      'components/requests/Planted.test.tsx',
      "declare const offer: { status: string };\nexport const x = offer.status === 'hired';\n",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await ruleHits(filePath, code)).toEqual([]);
  });
});
