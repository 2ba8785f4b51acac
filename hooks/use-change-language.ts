import type { Language } from '@/locales/languages';
import { changeLanguage } from '@/store/language';
import { useGuardedMutation } from './use-guarded-mutation';

export const useChangeLanguage = () =>
  useGuardedMutation({ mutationFn: (language: Language) => changeLanguage(language) });
