import { useTranslation } from 'react-i18next';

const STEPS = ['ask', 'compare', 'hire'] as const;

/** Three steps, from asking to hiring. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section className="bg-brand-soft/50" aria-labelledby="home-how">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="home-how" className="text-xl font-bold tablet:text-2xl">
          {t('how.title')}
        </h2>
        <ol className="mt-4 grid gap-4 tablet:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{t(`how.steps.${step}.title`)}</h3>
                <p className="mt-1 text-sm text-ink-muted">{t(`how.steps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
