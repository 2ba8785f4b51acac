import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { QueryView } from '@/components/ui/QueryView';
import { Spinner } from '@/components/ui/Spinner';
import { StatusNote } from '@/components/ui/StatusNote';
import { useAddresses, useDeleteAddress } from '@/hooks/settings/use-addresses';
import { useRole } from '@/hooks/shared/use-role';
import type { Address } from '@/services/settings/account';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { SettingsPageHeader } from './SettingsPageHeader';

const AddressDialog = lazy(() => import('./AddressDialog'));
const ConfirmDialog = lazy(() => import('@/components/ui/ConfirmDialog'));

type Editing = { kind: 'add' } | { kind: 'edit'; address: Address } | { kind: 'delete'; address: Address } | null;
type Outcome = 'added' | 'updated' | 'deleted' | null;

/** "My addresses" (spec §2): the saved addresses, with add, edit and delete (after a confirmation). */
export function AddressesScreen() {
  const { t } = useTranslation(['settings', 'common']);
  const role = useRole();
  const language = useAppState((state) => state.language);
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    remove.reset();
    setEditing(null);
  };
  const openAdd = () => {
    setOutcome(null);
    setEditing({ kind: 'add' });
  };

  return (
    <section>
      <SettingsPageHeader
        title={t('addresses.title')}
        description={t('addresses.subtitle')}
        action={
          <button ref={addButton} type="button" className="btn-primary" onClick={openAdd}>
            {t('addresses.add')}
          </button>
        }
      />
      {outcome && (
        <div className="mb-4">
          <StatusNote>{t(`addresses.${outcome}`)}</StatusNote>
        </div>
      )}
      <QueryView
        query={addresses}
        loading={
          <p className="flex items-center gap-2 text-ink-muted">
            <Spinner /> {t('common:loading')}
          </p>
        }
        error={(_error, retry) => (
          <Card>
            <p>{t('addresses.loadFailed')}</p>
            <button type="button" className="btn-secondary mt-3" onClick={retry}>
              {t('common:actions.retry')}
            </button>
          </Card>
        )}
        empty={
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
            <h2 className="font-semibold">{t('addresses.emptyTitle')}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t('addresses.emptyBody')}</p>
          </div>
        }
      >
        {(list) => (
          <ul className="grid gap-3 tablet:grid-cols-2">
            {list.map((address) => (
              <Card key={address.id} as="li" className="flex flex-col gap-3">
                <div>
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold">{address.name}</h2>
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-ink-muted">
                      {t(`addresses.types.${address.address_type}`)}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-ink-muted">
                    {t('addresses.place', {
                      neighborhood: localized(address, 'neighborhood_name', language),
                      city: localized(address, 'city_name', language),
                    })}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn-secondary flex-1 tablet:flex-none"
                    aria-label={t('addresses.editNamed', { name: address.name })}
                    onClick={() => {
                      setOutcome(null);
                      setEditing({ kind: 'edit', address });
                    }}
                  >
                    {t('addresses.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn-secondary flex-1 text-red-700 tablet:flex-none"
                    aria-label={t('addresses.deleteNamed', { name: address.name })}
                    onClick={() => {
                      setOutcome(null);
                      setEditing({ kind: 'delete', address });
                    }}
                  >
                    {t('addresses.delete')}
                  </button>
                </div>
              </Card>
            ))}
          </ul>
        )}
      </QueryView>
      <Suspense fallback={null}>
        {(editing?.kind === 'add' || editing?.kind === 'edit') && (
          <AddressDialog
            role={role}
            address={editing.kind === 'edit' ? editing.address : undefined}
            onClose={close}
            onSaved={(kind) => {
              setOutcome(kind);
              close();
            }}
          />
        )}
        {editing?.kind === 'delete' && (
          <ConfirmDialog
            role={role}
            title={t('addresses.deleteTitle')}
            body={t('addresses.deleteBody', { name: editing.address.name })}
            confirmLabel={t('addresses.delete')}
            danger
            pending={remove.isPending}
            error={remove.error}
            onClose={close}
            onConfirm={() =>
              remove.mutate(editing.address.id, {
                onSuccess: () => {
                  setOutcome('deleted');
                  close();
                  // The deleted card's button is gone: put focus somewhere that stays.
                  addButton.current?.focus();
                },
              })
            }
          />
        )}
      </Suspense>
    </section>
  );
}
