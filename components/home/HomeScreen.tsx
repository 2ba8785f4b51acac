import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueSearchBox } from '@/components/catalogue';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useAfterFirstPaint } from '@/hooks/shared/first-paint';
import { useRole } from '@/hooks/shared/use-role';
import { CategoriesSection } from './CategoriesSection';

// Below the fold on a phone (the bare layout's main is a screen tall): their code comes after the first
// paint (the home's weight budget), and arriving late moves nothing in view.
const HowItWorks = lazy(() => import('./HowItWorks').then((module) => ({ default: module.HowItWorks })));
const TestimonialsSection = lazy(() =>
  import('./TestimonialsSection').then((module) => ({ default: module.TestimonialsSection })),
);

/** How it works and the testimonials, once the first screen has painted: only this part renders again then. */
function BelowTheFold() {
  return useAfterFirstPaint() ? (
    <Suspense fallback={null}>
      <HowItWorks />
      <TestimonialsSection />
    </Suspense>
  ) : null;
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
      <BelowTheFold />
    </>
  );
}
