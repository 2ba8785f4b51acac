import { api, TOKEN_AUTH_PATH, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import type { Read } from '@/services/api/shape';
import type { otpSentShape, otpVerifiedShape, tokenPairShape } from './auth-shapes';

/**
 * Sign-in, sign-up, verification and passwords (spec §7). Paths and field names are
 * the backend's contract, exactly; response shapes are in docs/api.md.
 */

/** Each call's answer shape (./auth-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./auth-shapes');

export type TokenPair = Read<components['schemas']['TokenPair'], ReturnType<typeof tokenPairShape>>;

export type Detail = components['schemas']['Detail'];

/** Who the flow is for: the client or the provider side. */
export type AccountSide = 'client' | 'service_provider';

/** POST auth/token/: `email` holds an email address or a phone number. */
export async function obtainToken(body: { email: string; password: string }): Promise<TokenPair> {
  return shaped(answers, 'signIn', api.post<unknown>(TOKEN_AUTH_PATH, body));
}

export type RegisterBody = components['schemas']['RegisterBody'];

export type Registered = components['schemas']['Registered'];

export async function register(body: RegisterBody): Promise<Registered> {
  const { data } = await api.post<Registered>('auth/register/', body);
  return data;
}

export type RegisterNoUserBody = components['schemas']['RegisterNoUserBody'];

/** Completes a phone-first sign-up (after the no-user OTP); signs the person in. */
export async function registerConfirmNoUser(body: RegisterNoUserBody): Promise<TokenPair> {
  return shaped(answers, 'signUpNoUser', api.post<unknown>('auth/register_confirm_no_user/', body));
}

export async function forgotPassword(body: {
  email: string;
  type: AccountSide;
  redirect_url: string;
}): Promise<Detail> {
  const { data } = await api.post<Detail>('auth/forgot-password/', body);
  return data;
}

export async function resetPassword(
  token: string,
  body: { new_password: string; confirm_password: string },
): Promise<Detail> {
  const { data } = await api.post<Detail>(`auth/reset-password/${encodeURIComponent(token)}/`, body);
  return data;
}

export async function changePassword(body: {
  old_password: string;
  new_password: string;
  confirm_new_password: string;
  referer: string;
}): Promise<Detail & Partial<TokenPair>> {
  // Every other session ends; this one gets a fresh pair (docs/api/accounts.md), which the caller stores.
  const { data } = await api.post<Detail & Partial<TokenPair>>('auth/change-password/', body);
  return data;
}

/** Designed (spec §7 is silent): confirm an email address with the emailed token. */
export async function verifyEmail(body: { token: string }): Promise<Detail> {
  const { data } = await api.post<Detail>('auth/verify-email/', body);
  return data;
}

/** Designed: send the verification email again. */
export async function resendVerificationEmail(body: { email: string; redirect_url: string }): Promise<Detail> {
  const { data } = await api.post<Detail>('auth/resend-verification-email/', body);
  return data;
}

export async function verifyPhoneExists(body: { phone_number: string }): Promise<{ exists: boolean }> {
  return shaped(answers, 'phoneExists', api.post<unknown>('auth/user/verify_phone_exist/', body));
}

/** An OTP was sent over WhatsApp; `hashed_id` names this attempt in the verify call. */
export type OtpSent = Read<components['schemas']['OtpSent'], ReturnType<typeof otpSentShape>>;

/** No one signed in yet (phone login, phone-first sign-up, reset by phone). */
export async function generateNoUserOtp(body: { phone_number: string }): Promise<OtpSent> {
  const answer = api.post<unknown>('notifications/generate_no_user/phone-number-verify', body);
  return shaped(answers, 'otpSent', answer);
}

/** With `reset_password: false` it signs the person in (tokens); with true it gives a reset token. */
export type NoUserOtpVerified = Read<components['schemas']['NoUserOtpVerified'], ReturnType<typeof otpVerifiedShape>>;

export async function verifyNoUserOtp(body: {
  reset_password: boolean;
  otp: string;
  hashed_id: string;
}): Promise<NoUserOtpVerified> {
  const answer = api.post<unknown>('notifications/verify-no-user-phone-number-otp', body);
  return shaped(answers, 'otpVerified', answer);
}

/** Signed in: send an OTP to confirm a (new) phone number of user `userId`. */
export async function generateUserOtp(userId: number, body: { phone_number: string }): Promise<OtpSent> {
  const answer = api.post<unknown>(`notifications/generate/phone-number-verify/otp/${userId}`, body);
  return shaped(answers, 'userOtpSent', answer);
}

export async function verifyUserOtp(
  userId: number,
  body: { reset_password: boolean; otp: string; hashed_id: string },
): Promise<{ verified: true; phone_number: string }> {
  const { data } = await api.post<{ verified: true; phone_number: string }>(
    `notifications/verify-phone-number-otp/${userId}`,
    body,
  );
  return data;
}

export const GOOGLE_PROVIDER = 'google-oauth2';

export async function socialLogin(body: {
  code: string;
  redirect_uri: string;
  phoneNumber: string;
  provider: typeof GOOGLE_PROVIDER;
}): Promise<TokenPair> {
  return shaped(answers, 'socialSignIn', api.post<unknown>('auth/login/social/', body));
}
