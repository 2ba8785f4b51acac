import { useRouter } from 'next/router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/LoadStates';
import { MoreButton } from '@/components/ui/MoreButton';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { PhotoGrid } from '@/components/ui/PhotoGrid';
import { useCategories } from '@/hooks/use-catalogue';
import { useNeighborhoods } from '@/hooks/use-country';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProviderReviews, usePublicProvider } from '@/hooks/use-providers';
import { useCurrentUser } from '@/hooks/use-profile';
import { loadWithScreen } from '@/locales/i18n';
import { AppError } from '@/services/errors';
import { formatDate } from '@/services/format';
import { localized } from '@/services/localized';
import type { PublicProviderProfile } from '@/services/provider';
import { criteriaAverages, PROVIDER_CRITERIA } from '@/services/ratings';
import { idFromQuery } from '@/services/route-params';
import { useAppState } from '@/store/app-store';
import { CriteriaAverages } from './CriteriaAverages';
import { ProviderLine } from './ProviderLine';
import { ReviewCard } from './ReviewCard';
import { languageName } from '@/services/spoken-languages';

// catalogue: the not-found state's way back to the services.
loadWithScreen('requests', 'request', 'validation', 'catalogue');

const InviteDialog = lazy(() => import('./InviteDialog'));
const ReportDialog = lazy(() => import('./ReportDialog'));

/** What the provider offers, where, in which languages. */
function ProviderFacts({ provider }: { provider: PublicProviderProfile }) {
  const { t } = useTranslation('requests');
  const language = useAppState((state) => state.language);
  const categories = useCategories();
  const areas = useNeighborhoods(provider.city?.id);
  const services = (categories.data ?? []).flatMap((category) => category.sub_services).filter((item) => provider.sub_services.includes(item.id));
  const areaNames = (areas.data ?? []).filter((area) => provider.covered_areas.includes(area.id)).map((area) => localized(area, 'name', language));
  const list = 'mt-1 flex flex-wrap gap-2';
  const chip = 'rounded-full bg-slate-100 px-3 py-1 text-sm';
  return (
    <dl className="grid gap-4">
      {provider.description && (
        <div>
          <dt className="font-semibold">{t('provider.about')}</dt>
          <dd dir="auto" className="whitespace-pre-line">
            {provider.description}
          </dd>
        </div>
      )}
      <div>
        <dt className="font-semibold">{t('provider.services')}</dt>
        <dd>
          <ul className={list}>
            {services.map((item) => (
              <li key={item.id} className={chip}>
                {localized(item, 'name', language)}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {provider.city && (
        <div>
          <dt className="font-semibold">{t('provider.areas')}</dt>
          <dd>
            {localized(provider.city, 'name', language)}
            {areaNames.length > 0 && `: ${areaNames.join(language === 'ar' ? '، ' : ', ')}`}
          </dd>
        </div>
      )}
      <div>
        <dt className="font-semibold">{t('provider.languages')}</dt>
        <dd>{provider.languages.map((code) => languageName(code, language)).join(language === 'ar' ? '، ' : ', ')}</dd>
      </div>
    </dl>
  );
}

/** The eight criteria averaged over the reviews loaded, then the reviews themselves, paged. */
function ProviderReviews({ providerId }: { providerId: number }) {
  const { t } = useTranslation('requests');
  const reviews = useProviderReviews(providerId);
  if (reviews.isPending) return <LoadingState label={t('provider.reviews')} reserve="min-h-48" />;
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const items = reviews.data.pages.flatMap((page) => page.results);
  if (items.length === 0) return <EmptyState>{t('provider.noReviews')}</EmptyState>;
  const averages = criteriaAverages(items, PROVIDER_CRITERIA);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm text-ink-muted">{t('provider.criteriaBasis', { count: items.length })}</p>
        <CriteriaAverages criteria={PROVIDER_CRITERIA} averages={averages} labelOf={(criterion) => t(`rate.criteria.${criterion}`)} />
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((rating) => (
          <li key={rating.id}>
            <ReviewCard rating={rating} />
          </li>
        ))}
      </ul>
      <MoreButton list={reviews} label={t('provider.more')} />
    </div>
  );
}

/** A provider's public profile (/clients/providers/{userId}): services, areas, languages, gallery, ratings, reviews. */
export function ProviderProfileScreen() {
  const { t } = useTranslation('requests');
  const language = useAppState((state) => state.language);
  const router = useRouter();
  const user = useCurrentUser();
  const id = idFromQuery(router.query.userId);
  const known = Number.isFinite(id);
  const provider = usePublicProvider(known ? id : null);
  const [open, setOpen] = useState<'invite' | 'report' | null>(null);
  useDocumentTitle(provider.data?.display_name);

  if (!known || (provider.error instanceof AppError && provider.error.status === 404)) return <NotFoundState />;
  if (provider.isPending) return <LoadingState label={t('provider.about')} reserve="mx-auto max-w-3xl px-4 min-h-96" />;
  if (provider.isError) return <ErrorState error={provider.error} onRetry={() => void provider.refetch()} />;
  const profile = provider.data;
  const photo = (number: number, count: number) => t('provider.photo', { number, count });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-3">
        <h1 className="sr-only">{profile.display_name}</h1>
        <ProviderLine provider={profile} />
        <p className="text-sm text-ink-muted">{t('provider.memberSince', { date: formatDate(profile.member_since, language) })}</p>
        {user && user.user.id !== profile.id && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => setOpen('invite')}>
              {t('provider.invite')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setOpen('report')}>
              {t('provider.report')}
            </button>
          </div>
        )}
      </header>
      <ProviderFacts provider={profile} />
      {profile.gallery.length > 0 && (
        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title" className="text-xl font-bold">
            {t('provider.gallery')}
          </h2>
          <div className="mt-2">
            <PhotoGrid
              role="client"
              images={profile.gallery}
              className="grid-cols-3 tablet:grid-cols-4"
              copy={{ title: t('provider.gallery'), photo, previous: t('details.previous'), next: t('details.next') }}
            />
          </div>
        </section>
      )}
      <section aria-labelledby="reviews-title" className="flex flex-col gap-3">
        <h2 id="reviews-title" className="text-xl font-bold">
          {t('provider.ratings')}
        </h2>
        <ProviderReviews providerId={profile.id} />
      </section>
      <Suspense fallback={null}>
        {open === 'invite' && <InviteDialog provider={profile} onClose={() => setOpen(null)} />}
        {open === 'report' && <ReportDialog user={{ id: profile.id, name: profile.display_name }} request={null} onClose={() => setOpen(null)} />}
      </Suspense>
    </div>
  );
}
