import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import type { Language } from '@/locales/languages';
import { changeLanguage } from '@/store/auth';

export const useChangeLanguage = () =>
  useGuardedMutation({ mutationFn: (language: Language) => changeLanguage(language) });
