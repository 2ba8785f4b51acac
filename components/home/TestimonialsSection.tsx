import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/LoadStates';
import { useTestimonials } from '@/hooks/use-content';
import { TestimonialList } from './TestimonialCard';

/** What clients and providers say. */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
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
          <TestimonialList items={testimonials.data} />
        )}
      </div>
    </section>
  );
}
