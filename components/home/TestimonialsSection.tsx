import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/LoadStates';
import { useTestimonials } from '@/hooks/use-content';
import { localized } from '@/services/localized';
import { useAppState } from '@/store/app-store';

/** What clients and providers say. */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const language = useAppState((state) => state.language);
  const testimonials = useTestimonials();

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="home-testimonials">
      <h2 id="home-testimonials" className="text-xl font-bold tablet:text-2xl">
        {t('testimonials.title')}
      </h2>
      <div className="mt-4">
        {testimonials.isPending && <LoadingState label={t('testimonials.loading')} />}
        {testimonials.isError && <ErrorState error={testimonials.error} onRetry={() => void testimonials.refetch()} />}
        {testimonials.isSuccess && testimonials.data.length === 0 && <EmptyState>{t('testimonials.empty')}</EmptyState>}
        {testimonials.isSuccess && testimonials.data.length > 0 && (
          <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
            {testimonials.data.map((item) => (
              <li key={item.id}>
                <figure className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 p-4">
                  <p role="img" className="text-amber-500" aria-label={t('testimonials.rating', { rating: item.rating })}>
                    <span aria-hidden="true">{'★'.repeat(item.rating)}</span>
                  </p>
                  <blockquote className="flex-1 text-sm">{localized(item, 'quote', language)}</blockquote>
                  <figcaption className="text-sm">
                    <span className="font-semibold">{localized(item, 'name', language)}</span>
                    <span className="text-ink-muted">
                      {' · '}
                      {t(`testimonials.roles.${item.role}`)}
                      {' · '}
                      {localized(item, 'city', language)}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
