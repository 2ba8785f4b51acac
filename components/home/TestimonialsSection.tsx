import { useTranslation } from 'react-i18next';
import { TestimonialList } from '@/components/content';
import { QueryView } from '@/components/ui/QueryView';
import { useTestimonials } from '@/hooks/content';

/** What clients and providers say. */
export function TestimonialsSection() {
  const { t } = useTranslation(['home', 'common']);
  const testimonials = useTestimonials();

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="home-testimonials">
      <h2 id="home-testimonials" className="text-xl font-bold tablet:text-2xl">
        {t('testimonials.title')}
      </h2>
      <div className="mt-4">
        <QueryView
          query={testimonials}
          loading={t('common:testimonials.loading')}
          empty={t('common:testimonials.empty')}
        >
          {(list) => <TestimonialList items={list} />}
        </QueryView>
      </div>
    </section>
  );
}
