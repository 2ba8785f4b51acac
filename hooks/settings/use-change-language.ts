import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import type { Language } from '@/locales/languages';
import { updateUserLanguage } from '@/services/auth';
import { changeLanguage } from '@/store/shared/language';

export const useChangeLanguage = () =>
  useGuardedMutation({ mutationFn: (language: Language) => changeLanguage(language, updateUserLanguage) });
