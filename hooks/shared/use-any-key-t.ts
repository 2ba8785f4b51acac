import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_NAMESPACES } from '@/locales/keys';

/**
 * A `t` for keys of any namespace written `ns:key` (toasts, form alerts, field errors),
 * type-checked against the English files. It loads nothing: the screen's own
 * `useTranslation` loads its namespaces (`common` and `MESSAGES` are always in).
 */
export function useAnyKeyT(options?: { useSuspense?: boolean }) {
  const { i18n } = useTranslation(undefined, options);
  const { language } = i18n;
  return useMemo(() => i18n.getFixedT(language, ALL_NAMESPACES), [i18n, language]);
}
