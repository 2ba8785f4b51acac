import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/auth';
import { useUpdateUser } from '@/hooks/settings/use-account';
import { type Role } from '@/services/shared/routes';

/**
 * Switch between the client and provider sides with a confirmation (spec §6). A client
 * without a provider account is told to create one and offered the provider wizard (same account).
 */
export default function SwitchRoleDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const router = useRouter();
  const user = useCurrentUser();
  const update = useUpdateUser();
  const target: Role = role === 'client' ? 'provider' : 'client';
  const busy = update.isPending || update.isSuccess;

  if (role === 'client' && !user?.user.has_provider_account) {
    return (
      <SheetDialog
        role={role}
        title={t('switchRole.noAccountTitle')}
        description={t('switchRole.noAccountBody')}
        onClose={onClose}
      >
        <DialogActions>
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <Link href={paths.createAccount.getHref()} className="btn-primary" onClick={onClose}>
            {t('switchRole.createProviderAccount')}
          </Link>
        </DialogActions>
      </SheetDialog>
    );
  }

  return (
    <SheetDialog
      role={role}
      title={t(`switchRole.title.${target}`)}
      description={t(`switchRole.body.${target}`)}
      busy={busy}
      onClose={onClose}
    >
      <FormAlert error={update.error} />
      <DialogActions>
        <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() =>
            update.mutate(
              { is_service_provider: target === 'provider' },
              { onSuccess: () => void router.push(paths.home.getHref(target)) },
            )
          }
        >
          {busy && <Spinner />}
          {t(`switchRole.confirm.${target}`)}
        </button>
      </DialogActions>
    </SheetDialog>
  );
}
