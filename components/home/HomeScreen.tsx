import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueSearchBox } from '@/components/catalogue';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useNearViewport } from '@/hooks/shared/use-near-viewport';
import { useRole } from '@/hooks/shared/use-role';
import { CategoriesSection } from './CategoriesSection';

// Below the fold on a phone (the bare layout's main is a screen tall): how it works and the testimonials,
// one chunk, whose code and call come as the person scrolls toward them, never on a first load.
const BelowTheFold = lazy(() => import('./BelowTheFold'));

/** About the two sections' height (a phone's, a desktop's), kept while they load: the footer stays where it is. */
const BELOW_THE_FOLD_RESERVE = 'min-h-256 desktop:min-h-116';

/**
 * How it works and the testimonials, as the person scrolls near them (hooks/shared/use-near-viewport.ts):
 * a phone that stays on the first screen spends nothing on them. On a desktop they are in view, so
 * they come as the first screen paints.
 */
function BelowTheFoldWhenNear() {
  const [ref, near] = useNearViewport();
  const reserve = <div className={BELOW_THE_FOLD_RESERVE} />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={reserve}>
          <BelowTheFold />
        </Suspense>
      ) : (
        reserve
      )}
    </div>
  );
}

/** The guest home page: hero and search, main categories; how it works and testimonials below the fold. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const role = useRole();
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t('hero.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('hero.subtitle')}</p>
        <CatalogueSearchBox />
        <Link href={paths.services.getHref(role)} className="btn-primary mt-6 inline-flex">
          {t('hero.cta')}
        </Link>
      </section>
      <CategoriesSection />
      <BelowTheFoldWhenNear />
    </>
  );
}
