import { useMemo } from 'react';
import { countryOfCodeName, type Place } from '@/services/shared/place';
import { useAppState } from '@/store/shared/app-store';

/** The reader's place (language and country) for the formatters of services/shared/format.ts. */
export function usePlace(): Place {
  const language = useAppState((state) => state.language);
  const codeName = useAppState((state) => state.country?.code_name);
  return useMemo(() => ({ language, country: countryOfCodeName(codeName) }), [language, codeName]);
}
