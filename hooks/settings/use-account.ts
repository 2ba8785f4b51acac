import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKey } from '@/hooks/auth';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import type { UserProfile } from '@/services/api/types';
import { uploadImage } from '@/services/api/uploads';
import { changePassword, generateUserOtp, verifyUserOtp } from '@/services/auth';
import { forgetPushDevice } from '@/services/notifications';
import { deactivateAccount, getLastPhoneChange, updateUser, type UserUpdateBody } from '@/services/settings/account';
import { dropSession } from '@/store/auth';
import { readString, STORAGE_KEYS, storeTokens } from '@/store/shared/storage';

/** The signed-in person's account calls (spec §7). Anything that changes the user refreshes `profileKey`. */
export const accountKeys = {
  all: ['account'] as const,
  lastPhoneChange: () => [...accountKeys.all, 'last-phone-change'] as const,
};

/**
 * A failed last-phone-change lookup is logged and rethrown (spec §8); the screen then treats the phone as
 * editable (spec §4), so no error toast is shown for it.
 */
export const lastPhoneChangeQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.lastPhoneChange(),
    queryFn: async () => {
      try {
        return await getLastPhoneChange();
      } catch (error) {
        console.warn('Looking up the last phone change failed; the phone stays editable', error);
        throw error;
      }
    },
    // The screen's answer to a failure is the editable phone: not an error toast as well.
    meta: { toastsError: false },
  });

export const useLastPhoneChange = () => useQuery(lastPhoneChangeQueryOptions());

/** Put the fresh profile in the cache (the start gate copies it to the store), then refetch it. */
export function useProfileRefresh() {
  const queryClient = useQueryClient();
  return (profile?: UserProfile | null) => {
    if (profile) queryClient.setQueryData(profileKey, profile);
    return queryClient.invalidateQueries({ queryKey: profileKey });
  };
}

/** PUT auth/user/update/ on its own: the role switch. */
export const useUpdateUser = () => {
  const refresh = useProfileRefresh();
  return useGuardedMutation({
    mutationFn: (body: UserUpdateBody) => updateUser(body),
    onSuccess: (profile) => refresh(profile),
  });
};

/**
 * The edit-profile form: a new photo (already checked on this side) is uploaded
 * first, then the user is updated with its URL (or `profile_photo: null` to remove it).
 */
export const useSaveProfile = () => {
  const refresh = useProfileRefresh();
  return useGuardedMutation({
    mutationFn: async ({ body, photo }: { body: UserUpdateBody; photo?: File }) => {
      const uploaded = photo ? await uploadImage(photo, 'profile_photo') : null;
      return updateUser(uploaded ? { ...body, profile_photo: uploaded.url } : body);
    },
    onSuccess: (profile) => refresh(profile),
  });
};

/** Send a code to the new number (the sandbox answers 'You excced the limit' within the month). */
export const useSendPhoneOtp = () =>
  useGuardedMutation({
    mutationFn: ({ userId, phoneNumber }: { userId: number; phoneNumber: string }) =>
      generateUserOtp(userId, { phone_number: phoneNumber }),
  });

/** Confirm the code: the number changes, so the profile and the once-a-month lookup refresh. */
export const useVerifyPhoneOtp = () => {
  const invalidate = useInvalidate(profileKey, accountKeys.lastPhoneChange());
  return useGuardedMutation({
    mutationFn: ({ userId, otp, hashedId }: { userId: number; otp: string; hashedId: string }) =>
      verifyUserOtp(userId, { reset_password: false, otp, hashed_id: hashedId }),
    onSuccess: invalidate,
  });
};

export const useChangePassword = () =>
  useGuardedMutation({
    mutationFn: (body: { old_password: string; new_password: string; confirm_new_password: string; referer: string }) =>
      changePassword(body),
    // The other sessions ended; this one goes on with the fresh pair (a backend that sends none keeps the old one).
    onSuccess: ({ access, refresh }) => {
      if (access) storeTokens(access, refresh ?? readString(STORAGE_KEYS.refreshToken));
    },
  });

/**
 * POST auth/deactivate/. Nothing is refetched afterwards: the closed account's token no
 * longer works, so it is dropped with the socket at once; the screen leaves for the home
 * page once the person has read what happens next.
 */
export const useDeactivateAccount = () =>
  useGuardedMutation({
    mutationFn: (password: string) => deactivateAccount({ password }),
    // The backend ended every session of the account: the stored tokens and the socket go at once.
    onSuccess: () => {
      // This device stops getting pushes; the backend dropped the account's subscriptions itself.
      void forgetPushDevice({ tellBackend: false }).catch(() => undefined);
      return dropSession();
    },
  });
