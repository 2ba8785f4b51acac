import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/ui/PageHeading';
import { QueryView } from '@/components/ui/QueryView';
import { useTestimonials } from '@/hooks/content/use-content';
import { usePageMeta } from '@/hooks/content/use-page-meta';
import { TestimonialList } from './TestimonialCard';

/** Every testimonial (/<role>/testimonials, bare layout). */
export function TestimonialsScreen() {
  const { t } = useTranslation(['content', 'common']);
  const testimonials = useTestimonials();
  usePageMeta(t('testimonials.title'), t('testimonials.description'));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeading title={t('testimonials.title')} subtitle={t('testimonials.subtitle')} />
      <QueryView
        query={testimonials}
        loading={t('common:testimonials.loading')}
        reserve="min-h-64"
        empty={t('common:testimonials.empty')}
      >
        {(list) => <TestimonialList items={list} />}
      </QueryView>
    </div>
  );
}
