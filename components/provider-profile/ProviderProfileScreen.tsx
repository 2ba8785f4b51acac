import { useRouter } from 'next/router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { PhotoGrid } from '@/components/ui/PhotoGrid';
import { QueryView } from '@/components/ui/QueryView';
import { WaitingDialog } from '@/components/ui/WaitingDialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/hooks/use-profile';
import { usePublicProvider } from '@/hooks/use-providers';
import { AppError } from '@/services/errors';
import { formatDate } from '@/services/format';
import { idFromQuery } from '@/services/route-params';
import { useAppState } from '@/store/app-store';
import { dialogDraftId } from '@/store/dialog-draft-ids';
import { ProviderFacts } from './ProviderFacts';
import { ProviderLine } from './ProviderLine';
import { ProviderReviews } from '../reviews/ProviderReviews';

const InviteDialog = lazy(() => import('./InviteDialog'));
const ReportDialog = lazy(() => import('./ReportDialog'));

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
  return (
    <QueryView query={provider} loading={t('provider.about')} reserve="mx-auto max-w-3xl px-4 min-h-96">
      {(profile) => {
        const photo = (number: number, count: number) => t('provider.photo', { number, count });
        return (
          <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
            <header className="flex flex-col gap-3">
              <h1 className="sr-only">{profile.display_name}</h1>
              <ProviderLine provider={profile} />
              {profile.member_since && (
                <p className="text-sm text-ink-muted">
                  {t('provider.memberSince', { date: formatDate(profile.member_since, language) })}
                </p>
              )}
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
                    copy={{
                      title: t('provider.gallery'),
                      photo,
                      previous: t('details.previous'),
                      next: t('details.next'),
                    }}
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
              {/* A report typed when the session ended comes back open after signing in. */}
              <WaitingDialog dialog={dialogDraftId.report(profile.id, null)} open={open === 'report'}>
                {(dismissed) => (
                  <ReportDialog
                    user={{ id: profile.id, name: profile.display_name }}
                    request={null}
                    onClose={() => {
                      dismissed();
                      setOpen(null);
                    }}
                  />
                )}
              </WaitingDialog>
            </Suspense>
          </div>
        );
      }}
    </QueryView>
  );
}
