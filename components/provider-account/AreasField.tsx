import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/ui/QueryView';
import { useCities, useNeighborhoods } from '@/hooks/shared/use-country';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { ChoiceList } from './ChoiceList';

export interface AreasValue {
  city: number | null;
  covered_areas: number[];
}

/** One city of the site's country (spec §5), then the neighbourhoods covered in it; another city clears the areas. */
export function AreasField({
  value,
  onChange,
  errors,
}: {
  value: AreasValue;
  onChange: (value: AreasValue) => void;
  errors: Partial<Record<keyof AreasValue, string>>;
}) {
  const { t } = useTranslation(['provider-account', 'common']);
  const language = useAppState((state) => state.language);
  const country = useAppState((state) => state.country);
  const cities = useCities(country?.id);
  const areas = useNeighborhoods(value.city ?? undefined);
  return (
    <div className="flex flex-col gap-6">
      <QueryView query={cities} loading={t('common:loading')}>
        {(list) => (
          <ChoiceList
            legend={t('location.city')}
            hint={t('location.cityHint')}
            single
            options={list.map((city) => ({ value: city.id, label: localized(city, 'name', language) }))}
            selected={value.city === null ? [] : [value.city]}
            onChange={([city]) =>
              onChange({ city: city ?? null, covered_areas: city === value.city ? value.covered_areas : [] })
            }
            error={errors.city}
          />
        )}
      </QueryView>
      {value.city !== null && (
        <QueryView query={areas} loading={t('common:loading')}>
          {(list) => (
            <ChoiceList
              legend={t('location.areas')}
              searchable
              options={list.map((area) => ({ value: area.id, label: localized(area, 'name', language) }))}
              selected={value.covered_areas}
              onChange={(covered_areas) => onChange({ ...value, covered_areas })}
              error={errors.covered_areas}
            />
          )}
        </QueryView>
      )}
    </div>
  );
}
