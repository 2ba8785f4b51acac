import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { GOOGLE_CLIENT_ID, SANDBOX } from '@/services/api/config';
import { AppError } from '@/services/api/errors';
import {
  forgotPassword,
  generateNoUserOtp,
  GOOGLE_PROVIDER,
  obtainToken,
  register,
  registerConfirmNoUser,
  resendVerificationEmail,
  resetPassword,
  socialLogin,
  verifyEmail,
  verifyNoUserOtp,
  verifyPhoneExists,
  type RegisterBody,
  type OtpSent,
  type RegisterNoUserBody,
  type TokenPair,
} from '@/services/auth/auth';
import { updateUser } from '@/services/settings';
import { safeNextPath, type Role } from '@/services/shared/routes';
import { appStore, showToast } from '@/store/shared/app-store';
import { adoptUserLanguage } from '@/store/shared/language';
import { removeKey, STORAGE_KEYS, storeTokens } from '@/store/shared/storage';
import { profileQueryOptions } from './use-profile';

/**
 * Sign-in, sign-up, verification and password calls for the auth screens. Every
 * way in (password, phone OTP, phone-first sign-up, Google) ends in `useSignIn`.
 */

/** A token pair; `recovered` is set when signing in reopened a closed account (30-day window). */
export type SignInTokens = TokenPair & { recovered?: boolean };

/** The role of the current page (/service-providers/… or the client side). */
/** The absolute URL of this role's auth page, for links the backend emails or redirects to. */
export function authUrl(role: Role, page: 'verifyEmail' | 'resetPassword' | 'googleCallback'): string {
  return `${window.location.origin}${paths.auth[page].getHref(role)}`;
}

/** Where the person came from, for sign-up attribution ('' when unknown). */
export function signUpReferer(): string {
  return typeof document === 'undefined' ? '' : document.referrer;
}

export interface SignInOptions {
  /** Runs once the tokens are stored, before the profile is loaded (e.g. saving the company name). */
  beforeProfile?: () => Promise<unknown>;
  /** Where to land; by default the page's `next` parameter. Only a same-site path is followed. */
  next?: unknown;
}

/**
 * Completing a sign-in, the one way: store the tokens, load the profile, put it in
 * the store, then land on the safe `next` or the role's home. A saved language that
 * differs reloads straight into the destination instead (spec §1).
 */
export function useSignIn(role: Role) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (tokens: SignInTokens, options: SignInOptions = {}) => {
      const { beforeProfile, next = router.query.next } = options;
      storeTokens(tokens.access, tokens.refresh);
      let profile;
      try {
        if (beforeProfile) await beforeProfile();
        profile = await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
      } catch (error) {
        removeKey(STORAGE_KEYS.accessToken);
        removeKey(STORAGE_KEYS.refreshToken);
        throw error;
      }
      const target = safeNextPath(next) ?? paths.home.getHref(role);
      if (tokens.recovered) showToast({ kind: 'success', message: 'auth:login.recovered' });
      // A saved language that differs reloads into the destination at once, before anything awaits:
      // the shell's own profile effect (StartGate) would otherwise reload the sign-in page itself.
      // The destination's start claims the drafts.
      const reloads = adoptUserLanguage(profile, {
        href: new URL(target, window.location.origin).toString(),
        replace: (url) => window.location.replace(url),
      });
      if (reloads) return;
      // Drafts belong to someone: this user's stay, a guest's are adopted, another user's go, and so do
      // the cached answers of anyone else (a sign-in over another user's live session).
      const previous = appStore.getState().user?.user.id ?? null;
      const { claimDrafts } = await import('@/store/auth/drafts');
      const droppedOthers = await claimDrafts(profile.user.id);
      if (droppedOthers || (previous !== null && previous !== profile.user.id)) {
        queryClient.clear();
        queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      }
      appStore.dispatch({ type: 'SET_USER', user: profile });
      await router.replace(target);
    },
    [queryClient, router, role],
  );
}

export function useLogin(role: Role) {
  const signIn = useSignIn(role);
  return useGuardedMutation({
    mutationFn: async (body: { email: string; password: string }) => signIn(await obtainToken(body)),
  });
}

/** What asking for a WhatsApp code came to: sent (with the answer), or stopped by whether the number has an account. */
export type PhoneCodeResult = { status: 'sent'; sent: OtpSent } | { status: 'unknown' } | { status: 'taken' };

/**
 * The one "check the number, then send a code" step (phone sign-in, reset by phone,
 * phone-first sign-up): POST auth/user/verify_phone_exist/, then
 * notifications/generate_no_user/phone-number-verify. `expect` says which numbers may
 * get a code: 'account' (sign-in, reset; an unknown number resolves 'unknown') or
 * 'no-account' (sign-up; a number in use resolves 'taken'). Failed calls reject and
 * show in `error` until the next request.
 */
export function usePhoneCode(expect: 'account' | 'no-account') {
  const exists = useGuardedMutation({ mutationFn: verifyPhoneExists });
  const send = useGuardedMutation({ mutationFn: generateNoUserOtp });
  const { mutateAsync: checkExists, reset: resetExists } = exists;
  const { mutateAsync: sendCode, reset: resetSend } = send;
  const request = useCallback(
    async (phone: string): Promise<PhoneCodeResult> => {
      resetExists();
      resetSend();
      const { exists: known } = await checkExists({ phone_number: phone });
      if (expect === 'account' && !known) return { status: 'unknown' };
      if (expect === 'no-account' && known) return { status: 'taken' };
      return { status: 'sent', sent: await sendCode({ phone_number: phone }) };
    },
    [checkExists, expect, resetExists, resetSend, sendCode],
  );
  return { request, error: exists.error ?? send.error };
}

/** A new code for the same number (the OTP step's resend; the step shows its own error). */
export function useResendPhoneCode() {
  const { mutateAsync } = useGuardedMutation({ mutationFn: generateNoUserOtp });
  return useCallback((phone: string) => mutateAsync({ phone_number: phone }), [mutateAsync]);
}

/** Phone login: a verified OTP for an existing account gives tokens. */
export function useOtpLogin(role: Role) {
  const signIn = useSignIn(role);
  return useGuardedMutation({
    mutationFn: async (body: { otp: string; hashed_id: string }) => {
      const verified = await verifyNoUserOtp({ ...body, reset_password: false });
      if (!verified.access) throw new AppError(404, undefined);
      return signIn({ access: verified.access, refresh: verified.refresh ?? '' });
    },
  });
}

/** Reset by phone: a verified OTP gives a reset token for auth/reset-password/{token}/. */
export function useOtpResetToken() {
  return useGuardedMutation({
    mutationFn: async (body: { otp: string; hashed_id: string }) => {
      const verified = await verifyNoUserOtp({ ...body, reset_password: true });
      if (!verified.reset_token) throw new AppError(404, undefined);
      return verified.reset_token;
    },
  });
}

/** Phone-first sign-up: the OTP is verified first (no account yet), then the account is created. */
export function useVerifySignUpOtp() {
  return useGuardedMutation({
    mutationFn: (body: { otp: string; hashed_id: string }) => verifyNoUserOtp({ ...body, reset_password: false }),
  });
}

export function useRegister() {
  return useGuardedMutation({ mutationFn: (body: RegisterBody) => register(body) });
}

export function useRegisterNoUser(role: Role) {
  const signIn = useSignIn(role);
  return useGuardedMutation({
    mutationFn: async ({
      body,
      companyName,
      next,
    }: {
      body: RegisterNoUserBody;
      companyName: string;
      next?: string;
    }) => {
      const tokens = await registerConfirmNoUser(body);
      // The sign-up call has no company field; the name from the commercial register is saved right after.
      return signIn(tokens, {
        next,
        beforeProfile: body.isCompany && companyName ? () => updateUser({ company_name: companyName }) : undefined,
      });
    },
  });
}

export function useResendVerificationEmail() {
  return useGuardedMutation({ mutationFn: resendVerificationEmail });
}

export function useVerifyEmail() {
  return useGuardedMutation({ mutationFn: verifyEmail });
}

export function useForgotPassword() {
  return useGuardedMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  return useGuardedMutation({
    mutationFn: ({ token, ...body }: { token: string; new_password: string; confirm_password: string }) =>
      resetPassword(token, body),
  });
}

// ── Google ────────────────────────────────────────────────────────────────────

const GOOGLE_STATE_KEY = 'google-oauth-state';
const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

/** Send the browser to Google's consent page (the simulated one in the sandbox). */
export function startGoogleSignIn(role: Role, next: string | null): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(GOOGLE_STATE_KEY, JSON.stringify({ state, next }));
  const params = new URLSearchParams({
    client_id: GOOGLE_CLIENT_ID,
    redirect_uri: authUrl(role, 'googleCallback'),
    response_type: 'code',
    scope: 'openid profile email',
    state,
  });
  // A full navigation in both modes: the simulated consent page stands in for Google's.
  const consent = new URL(SANDBOX ? `${window.location.origin}/sandbox/google-auth` : GOOGLE_AUTH_URL);
  consent.search = params.toString();
  window.location.assign(consent.toString());
}

export interface SavedGoogleState {
  state: string;
  /** Where the person was headed before leaving for Google. */
  next: string | null;
}

/** The state saved before the redirect, if any. */
export function readGoogleState(): SavedGoogleState | null {
  if (typeof window === 'undefined') return null;
  try {
    const parsed = JSON.parse(sessionStorage.getItem(GOOGLE_STATE_KEY) ?? 'null') as {
      state?: unknown;
      next?: unknown;
    } | null;
    return parsed && typeof parsed.state === 'string' ? { state: parsed.state, next: safeNextPath(parsed.next) } : null;
  } catch {
    return null;
  }
}

/** A state is used once: forget it when the code is exchanged. */
export function clearGoogleState(): void {
  sessionStorage.removeItem(GOOGLE_STATE_KEY);
}

export function useGoogleLogin(role: Role) {
  const signIn = useSignIn(role);
  return useGuardedMutation({
    mutationFn: async ({ code, phoneNumber, next }: { code: string; phoneNumber: string; next: string | null }) =>
      signIn(
        await socialLogin({
          code,
          redirect_uri: authUrl(role, 'googleCallback'),
          phoneNumber,
          provider: GOOGLE_PROVIDER,
        }),
        {
          next,
        },
      ),
  });
}
