import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueSearch } from '@/components/catalogue';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useAfterFirstPaint } from '@/hooks/shared/first-paint';
import { useRole } from '@/hooks/shared/use-role';
import { CategoriesSection } from './CategoriesSection';
import { HowItWorks } from './HowItWorks';

// Below the fold on every screen size: its code comes after the first paint (the home's weight budget).
const TestimonialsSection = lazy(() =>
  import('./TestimonialsSection').then((module) => ({ default: module.TestimonialsSection })),
);

/**
 * Below the fold (the bare layout's main is a screen tall): its code and its call wait for the first
 * paint, and arriving late moves nothing in view. Only this part renders again then.
 */
function TestimonialsAfterFirstPaint() {
  return useAfterFirstPaint() ? (
    <Suspense fallback={null}>
      <TestimonialsSection />
    </Suspense>
  ) : null;
}

/** The guest home page: hero, main categories, how it works, testimonials. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const role = useRole();
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t('hero.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('hero.subtitle')}</p>
        {/* Its own chunk (Headless UI's combobox, the folding): the box's place is kept while it comes. */}
        <Suspense fallback={<div className="mt-6 h-[3.25rem] max-w-xl rounded-xl border border-slate-300" />}>
          <CatalogueSearch />
        </Suspense>
        <Link href={paths.services.getHref(role)} className="btn-primary mt-6 inline-flex">
          {t('hero.cta')}
        </Link>
      </section>
      <CategoriesSection />
      <HowItWorks />
      <TestimonialsAfterFirstPaint />
    </>
  );
}
