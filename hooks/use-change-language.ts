import { useGuardedMutation } from './use-guarded-mutation';
import type { Language } from '@/locales/languages';
import { changeLanguage } from '@/store/language';

export const useChangeLanguage = () =>
  useGuardedMutation({ mutationFn: (language: Language) => changeLanguage(language) });
