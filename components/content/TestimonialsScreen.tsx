import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/ui/PageHeading';
import { TestimonialList } from '@/components/home/TestimonialCard';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/LoadStates';
import { useTestimonials } from '@/hooks/use-content';
import { usePageMeta } from '@/hooks/use-page-meta';
import { loadWithScreen } from '@/locales/i18n';

loadWithScreen('content', 'home');

/** Every testimonial (/<role>/testimonials, bare layout). */
export function TestimonialsScreen() {
  const { t } = useTranslation(['content', 'home']);
  const testimonials = useTestimonials();
  usePageMeta(t('testimonials.title'), t('testimonials.description'));
  let body;
  if (testimonials.isPending) body = <LoadingState label={t('home:testimonials.loading')} reserve="min-h-64" />;
  else if (testimonials.isError) body = <ErrorState error={testimonials.error} onRetry={() => void testimonials.refetch()} />;
  else if (testimonials.data.length === 0) body = <EmptyState>{t('home:testimonials.empty')}</EmptyState>;
  else body = <TestimonialList items={testimonials.data} />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeading title={t('testimonials.title')} subtitle={t('testimonials.subtitle')} />
      {body}
    </div>
  );
}
