// @vitest-environment node
import { ruleHits } from './lint-hits';

/**
 * Each screen reads its own domain's strings and the shared ones (common, MESSAGES, validation):
 * scripts/eslint-rules/own-strings.mjs, in `npm run lint`. Each case plants a file at a real path for a
 * moment, lints it, and expects the rule to fire, or not.
 */
const hits = (filePath: string, code: string) => ruleHits(filePath, code, 'own-strings/own-strings');

const screen = (body: string) =>
  `import { Trans, useTranslation } from 'react-i18next';\nexport function Planted() {\n${body}\n}\n`;

describe('a screen reads its own strings', { timeout: 60_000 }, () => {
  it.each([
    [
      "another domain's namespace in its useTranslation list",
      'components/jobs/Planted.tsx',
      screen("  const { t } = useTranslation(['jobs', 'reviews']);\n  return <p>{t('feed.title')}</p>;"),
    ],
    [
      "another domain's key written with its namespace",
      'components/requests/Planted.tsx',
      screen("  const { t } = useTranslation('requests');\n  return <p>{t('reviews:rate.mine')}</p>;"),
    ],
    [
      "another domain's key in a template",
      'components/jobs/Planted.tsx',
      screen(
        "  const { t } = useTranslation('jobs');\n  const timing = 'urgent';\n  return <p>{t(`requests:form.${timing}`)}</p>;",
      ),
    ],
    [
      "another domain's key in a Trans",
      'components/offers/Planted.tsx',
      screen('  return <Trans i18nKey="requests:details.when" />;'),
    ],
    [
      "another domain's namespace as a t option",
      'components/offers/Planted.tsx',
      screen("  const { t } = useTranslation('offers');\n  return <p>{t('title', { ns: 'jobs' })}</p>;"),
    ],
    [
      "a hook reading another domain's key",
      'hooks/jobs/use-planted.ts',
      "export const plantedKey = () => 'offers:send.sent';\n",
    ],
    [
      "a shared primitive reading a domain's strings",
      'components/ui/Planted.tsx',
      screen("  const { t } = useTranslation('reviews');\n  return <p>{t('rate.mine')}</p>;"),
    ],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await hits(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      'its own namespace and the shared ones',
      'components/jobs/Planted.tsx',
      screen(
        "  const { t } = useTranslation(['jobs', 'common', 'validation']);\n  return <p>{t('feed.title')} {t('common:nav.balance')} {t('MESSAGES:NO_RESULT')}</p>;",
      ),
    ],
    [
      'a shared primitive reading the shared strings',
      'components/ui/Planted.tsx',
      screen("  const { t } = useTranslation(['common', 'MESSAGES']);\n  return <p>{t('images.title')}</p>;"),
    ],
    [
      'strings with a colon that are no namespace',
      'components/reviews/Planted.tsx',
      "export const planted = ['https://example.com', `rate-provider:${1}`, 'jobs', 'offers: 3'];\n",
    ],
    [
      "a test reading any domain's strings",
      'components/jobs/Planted.test.tsx',
      "import { expect, it } from 'vitest';\nit('reads', () => expect('reviews:rate.mine').toBeTruthy());\n",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await hits(filePath, code)).toEqual([]);
  });
});
