import { useTranslation } from 'react-i18next';

/** The guest home page (the catalogue section is filled in by the marketplace work). */
export function HomeScreen() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('hero.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('hero.subtitle')}</p>
    </section>
  );
}
