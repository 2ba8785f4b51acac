import { useTranslation } from 'react-i18next';
import type { Testimonial } from '@/services/content/content';
import { LIMITS } from '@/services/shared/limits';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

/** One testimonial: the stars, the quote, who said it (the home's section and the testimonials page). */
export function TestimonialCard({ item }: { item: Testimonial }) {
  const { t } = useTranslation('common');
  const language = useAppState((state) => state.language);
  return (
    <figure className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 p-4">
      {item.rating !== undefined && (
        <p
          role="img"
          className="text-amber-500"
          aria-label={t('testimonials.rating', { rating: item.rating, max: LIMITS.ratingMax })}
        >
          <span aria-hidden="true">{'★'.repeat(item.rating)}</span>
        </p>
      )}
      <blockquote className="flex-1 text-sm">{localized(item, 'quote', language)}</blockquote>
      <figcaption className="text-sm">
        <span className="font-semibold">{localized(item, 'name', language)}</span>
        <span className="text-ink-muted">
          {[item.role && t(`testimonials.roles.${item.role}`), localized(item, 'city', language)]
            .filter(Boolean)
            .map((part) => ` · ${part}`)}
        </span>
      </figcaption>
    </figure>
  );
}

/** The testimonials as a grid: one column on phones, two on tablets, four on desktops. */
export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
      {items.map((item) => (
        <li key={item.id}>
          <TestimonialCard item={item} />
        </li>
      ))}
    </ul>
  );
}
