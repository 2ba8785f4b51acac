import { useRouter } from 'next/router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderReviews } from '@/components/reviews';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { PhotoGrid } from '@/components/ui/PhotoGrid';
import { QueryView } from '@/components/ui/QueryView';
import { ShareButton } from '@/components/ui/ShareButton';
import { WaitingDialog } from '@/components/ui/WaitingDialog';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/auth';
import { usePublicProvider } from '@/hooks/provider-profile/use-providers';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { usePlace } from '@/hooks/shared/use-place';
import { AppError } from '@/services/api/errors';
import { formatDate } from '@/services/shared/format';
import { idFromQuery } from '@/services/shared/route-params';
import { ownDirection } from '@/services/shared/share';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';
import { ProviderFacts } from './ProviderFacts';
import { ProviderLine } from './ProviderLine';

const InviteDialog = lazy(() => import('./InviteDialog'));
const ReportDialog = lazy(() => import('./ReportDialog'));

/** A provider's public profile (/clients/providers/{userId}): services, areas, languages, gallery, ratings, reviews. */
export function ProviderProfileScreen() {
  const { t } = useTranslation(['provider-profile', 'common']);
  const place = usePlace();
  const router = useRouter();
  const user = useCurrentUser();
  const id = idFromQuery(router.query.userId);
  const known = Number.isFinite(id);
  const provider = usePublicProvider(known ? id : null);
  const [open, setOpen] = useState<'invite' | 'report' | null>(null);
  useDocumentTitle(provider.data?.display_name);

  if (!known || (provider.error instanceof AppError && provider.error.status === 404)) return <NotFoundState />;
  return (
    <QueryView query={provider} loading={t('profile.about')} reserve="mx-auto max-w-3xl px-4 min-h-96">
      {(profile) => {
        return (
          <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
            <header className="flex flex-col gap-3">
              <h1 className="sr-only">{profile.display_name}</h1>
              <ProviderLine provider={profile} />
              {profile.member_since && (
                <p className="text-sm text-ink-muted">
                  {t('profile.memberSince', { date: formatDate(profile.member_since, place) })}
                </p>
              )}
              {/* Public: anyone may share it, and the link opens for anyone, signed in or not. */}
              <ShareButton
                label={t('profile.share')}
                title={profile.display_name}
                text={t('profile.shareText', { name: ownDirection(profile.display_name) })}
                path={paths.providerProfile.getHref(profile.id)}
              />
              {user && user.user.id !== profile.id && (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-primary" onClick={() => setOpen('invite')}>
                    {t('profile.invite')}
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => setOpen('report')}>
                    {t('common:actions.reportProvider')}
                  </button>
                </div>
              )}
            </header>
            <ProviderFacts provider={profile} />
            {profile.gallery.length > 0 && (
              <section aria-labelledby="gallery-title">
                <h2 id="gallery-title" className="text-xl font-bold">
                  {t('profile.gallery')}
                </h2>
                <div className="mt-2">
                  <PhotoGrid
                    role="client"
                    images={profile.gallery}
                    className="grid-cols-3 tablet:grid-cols-4"
                    title={t('profile.gallery')}
                  />
                </div>
              </section>
            )}
            <section aria-labelledby="reviews-title" className="flex flex-col gap-3">
              <h2 id="reviews-title" className="text-xl font-bold">
                {t('profile.ratings')}
              </h2>
              <ProviderReviews providerId={profile.id} />
            </section>
            <Suspense fallback={null}>
              {open === 'invite' && <InviteDialog provider={profile} onClose={() => setOpen(null)} />}
              {/* A report typed when the session ended comes back open after signing in. */}
              <WaitingDialog
                dialog={dialogDraftId.report(profile.id, null)}
                open={open === 'report'}
                onClose={() => setOpen(null)}
              >
                {(close) => (
                  <ReportDialog user={{ id: profile.id, name: profile.display_name }} request={null} onClose={close} />
                )}
              </WaitingDialog>
            </Suspense>
          </div>
        );
      }}
    </QueryView>
  );
}
