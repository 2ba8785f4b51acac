import { useTranslation } from 'react-i18next';
import { RatingValue } from '@/components/reviews';
import Link from '@/components/ui/Link';
import type { ProviderSummary } from '@/services/offers';

/** The provider's photo or initial, name (a link to their profile where given), rating with its count, and jobs done. */
export function ProviderLine({ provider, href }: { provider: ProviderSummary; href?: string }) {
  const { t } = useTranslation(['provider-profile', 'common']);
  // An answer without the provider's name still says who this is: a provider.
  const name = provider.display_name || t('line.unnamed');
  return (
    <div className="flex items-center gap-3">
      {provider.profile_photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- the provider's own photo
        <img src={provider.profile_photo} alt="" className="h-12 w-12 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-lg font-bold text-brand-dark"
        >
          {name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0">
        <p className="font-semibold">
          {href ? (
            <Link href={href} className="text-brand-dark underline-offset-2 hover:underline">
              <bdi dir="auto">{name}</bdi>
            </Link>
          ) : (
            <bdi dir="auto">{name}</bdi>
          )}
          {provider.account_type === 'company' && (
            <span className="ms-2 text-sm font-normal text-ink-muted">{t('line.company')}</span>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
          {provider.rating_average === null ? (
            t('common:rating.none')
          ) : (
            <span className="inline-flex items-center gap-1">
              <RatingValue value={provider.rating_average} />
              <span>({t('common:rating.count', { count: provider.ratings_count })})</span>
            </span>
          )}
          {provider.completed_jobs !== undefined && (
            <span>· {t('common:provider.jobs', { count: provider.completed_jobs })}</span>
          )}
        </p>
      </div>
    </div>
  );
}
