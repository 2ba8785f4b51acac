import { api } from './api-client';
import type { User, UserProfile } from './types';

export async function getUserProfile(): Promise<UserProfile> {
  const { data } = await api.get<UserProfile>('auth/user/profile/');
  return data;
}

export async function updateUserLanguage(language: string): Promise<Pick<User, 'language'>> {
  const { data } = await api.put<Pick<User, 'language'>>('auth/user/update/language/', { language });
  return data;
}
