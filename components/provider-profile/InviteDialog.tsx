import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { QueryView } from '@/components/ui/QueryView';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import { paths } from '@/config/paths';
import { useInviteProvider } from '@/hooks/provider-profile/use-providers';
import { useAllMyRequests } from '@/hooks/requests';
import { AppError } from '@/services/api/errors';
import { PROVIDER_PAUSED_TEXT } from '@/services/api/server-texts';
import { requestView } from '@/services/lifecycle/request-view';
import { inviteSchema } from '@/services/provider-profile/profile-forms';
import type { PublicProviderProfile } from '@/services/provider-profile/public-provider';
import type { ServiceRequestSummary } from '@/services/requests';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

/**
 * Invite a provider onto one of my open requests of a service they offer (a picker); the provider is
 * told and can send an offer. A paused provider's refusal is explained.
 */
export default withFormKit(
  function InviteDialog({ provider, onClose }: { provider: PublicProviderProfile; onClose: () => void }) {
    const { Formik, Form, RadioCards, SubmitButton, yup } = useFormKit();
    const { t } = useTranslation(['provider-profile', 'common', 'validation']);
    const language = useAppState((state) => state.language);
    const requests = useAllMyRequests('current');
    const invite = useInviteProvider();
    const [sent, setSent] = useState(false);
    // My requests this provider can be invited onto: still open to offers, of a service they offer.
    const invitable = (mine: ServiceRequestSummary[]) =>
      mine.filter(
        (request) =>
          requestView(request, [], 'client').actions.includes('invite') &&
          provider.sub_services.includes(request.sub_service.id),
      );
    const paused = invite.error instanceof AppError && invite.error.serverMessage === PROVIDER_PAUSED_TEXT;

    const body = sent ? (
      <div className="flex flex-col gap-4">
        <p role="status">{t('invite.sent', { name: provider.display_name })}</p>
        <button type="button" className="btn-primary" onClick={onClose}>
          {t('common:actions.close')}
        </button>
      </div>
    ) : (
      <QueryView
        query={requests}
        loading={t('invite.request')}
        isEmpty={(mine) => invitable(mine).length === 0}
        empty={
          <div className="flex flex-col gap-4">
            <p>{t('invite.none')}</p>
            <Link href={paths.services.getHref('client')} className="btn-primary">
              {t('invite.newRequest')}
            </Link>
          </div>
        }
      >
        {(mine) => {
          const open = invitable(mine);
          return (
            <Formik
              initialValues={{ request: open.length === 1 ? String(open[0]!.id) : '' }}
              validationSchema={inviteSchema(yup)}
              onSubmit={async ({ request }) => {
                try {
                  await invite.mutateAsync({ requestId: Number(request), providerId: provider.id });
                  setSent(true);
                } catch {
                  // Said below (a paused provider explained); the choice stays.
                }
              }}
            >
              <Form noValidate className="flex flex-col gap-4">
                {paused ? (
                  <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                    {t('invite.paused')}
                  </p>
                ) : (
                  <FormAlert error={invite.error} />
                )}
                <RadioCards
                  name="request"
                  legend={t('invite.request')}
                  grid="grid-cols-1"
                  centered={false}
                  options={open.map((request) => ({
                    value: String(request.id),
                    label: `${localized(request.sub_service, 'name', language)} · ${request.reference_number}`,
                  }))}
                />
                <DialogActions>
                  <button type="button" className="btn-secondary" onClick={onClose} disabled={invite.isPending}>
                    {t('common:actions.cancel')}
                  </button>
                  <SubmitButton className="btn-primary">{t('invite.send')}</SubmitButton>
                </DialogActions>
              </Form>
            </Formik>
          );
        }}
      </QueryView>
    );
    return (
      <SheetDialog
        role="client"
        title={t('invite.title', { name: provider.display_name })}
        description={t('invite.body')}
        busy={invite.isPending}
        onClose={onClose}
      >
        {body}
      </SheetDialog>
    );
  },
  { fallback: null },
);
