import { api, commonAnswers, shaped } from '@/services/api/api-client';
import type { User, UserProfile } from '@/services/api/types';

export async function getUserProfile(): Promise<UserProfile> {
  return shaped(commonAnswers, 'profile', api.get<unknown>('auth/user/profile/'));
}

export async function updateUserLanguage(language: string): Promise<Pick<User, 'language'>> {
  const { data } = await api.put<Pick<User, 'language'>>('auth/user/update/language/', { language });
  return data;
}
