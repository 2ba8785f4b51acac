import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { StatusNote } from '@/components/ui/StatusNote';
import { useUpdateServicesLocation } from '@/hooks/provider-account/use-provider-account';
import { useCities, useNeighborhoods } from '@/hooks/shared/use-country';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { usePlace } from '@/hooks/shared/use-place';
import type { ProviderProfile } from '@/services/provider-account/provider';
import { locationSchema } from '@/services/provider-account/provider-forms';
import { nextChangeAllowedAt } from '@/services/shared/change-interval';
import { fieldErrors } from '@/services/shared/field-errors';
import { formatDate } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { AreasField, type AreasValue } from './AreasField';
import { ProviderGate } from './ProviderGate';
import { SaveActions } from './SaveActions';

/** The city and areas, then (once a month, §5) a change: the date it is allowed again, or the editor. */
const Location = withFormKit(function Location({ profile }: { profile: ProviderProfile }) {
  const { yup } = useFormKit();
  const { t } = useTranslation('provider-account');
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const country = useAppState((state) => state.country);
  const cities = useCities(country?.id);
  const save = useUpdateServicesLocation();
  const [editing, setEditing] = useState<AreasValue | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const areas = useNeighborhoods((editing ?? profile).city ?? undefined);
  const city = cities.data?.find((item) => item.id === profile.city);
  const covered = useNeighborhoods(profile.city ?? undefined)
    .data?.filter((item) => profile.covered_areas.includes(item.id))
    .map((item) => localized(item, 'name', language));
  const next = nextChangeAllowedAt(profile.location_changed_at);

  const submit = () => {
    if (!editing) return;
    const found = fieldErrors(locationSchema(yup), editing, { neighborhoods: areas.data });
    setErrors(found);
    if (Object.keys(found).length > 0 || editing.city === null) return;
    save.mutate(
      { city: editing.city, covered_areas: editing.covered_areas },
      {
        onSuccess: () => {
          setEditing(null);
          setSaved(true);
        },
      },
    );
  };

  return (
    <Card as="section" className="flex flex-col gap-4">
      <dl className="flex flex-col gap-2">
        <div>
          <dt className="text-sm text-ink-muted">{t('location.city')}</dt>
          <dd className="font-semibold">{city ? localized(city, 'name', language) : ''}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('location.areas')}</dt>
          <dd>{(covered ?? []).join(language === 'ar' ? '، ' : ', ')}</dd>
        </div>
      </dl>
      {saved && <StatusNote>{t('location.saved')}</StatusNote>}
      {editing ? (
        <>
          <AreasField value={editing} onChange={setEditing} errors={errors} />
          <FormAlert error={save.error} />
          <SaveActions pending={save.isPending} onCancel={() => setEditing(null)} onSave={submit} />
        </>
      ) : next ? (
        <p className="text-sm text-ink-muted" data-testid="location-locked">
          {t('location.lockedUntil', { date: formatDate(next, place) })}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-muted">{t('location.rule')}</p>
          <button
            type="button"
            className="btn-secondary self-start"
            onClick={() => {
              setSaved(false);
              save.reset();
              setEditing({ city: profile.city, covered_areas: profile.covered_areas });
            }}
          >
            {t('location.change')}
          </button>
        </div>
      )}
    </Card>
  );
});

/** Services location (/service-providers/services-location): one city and the areas covered in it. */
export function ServicesLocationScreen() {
  const { t } = useTranslation('provider-account');
  useDocumentTitle(t('location.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('location.title')}</h1>
      <ProviderGate>{(profile) => <Location profile={profile} />}</ProviderGate>
    </div>
  );
}
