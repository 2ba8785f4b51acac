import { objectOf, optional, orElse, type AnswerTable } from '@/services/api/shape';

/*
 * What the sign-in, sign-up and verification screens read (services/api/shape.ts), loaded beside the
 * call (./auth.ts, services/api/api-client.ts `shaped`), never in a route's first load. The profile they lead to is
 * the start's (services/api/common-shapes.ts).
 */

/** Spec §7: "a new token pair is stored when login sets it": the pair is the sign-in. */
export const tokenPairShape = () => objectOf({ access: 'string', refresh: 'string' });

/** Spec §7 documents the verify call's `hashed_id`: the send must give it back; the resend wait is ours. */
export const otpSentShape = () =>
  objectOf({ hashed_id: 'string', resend_after: orElse('number', 'a resend is offered after 60 s', () => 60) });

/** Designed: a verified OTP gives tokens (a sign-in) or a reset token; either may be missing, and the flow says so. */
export const otpVerifiedShape = () =>
  objectOf({
    access: optional('string', 'no sign-in: "no account with this number"'),
    refresh: optional('string', 'no refresh: the session ends with the access token'),
    reset_token: optional('string', 'no reset: the flow says it failed'),
  });

/** Spec §7 shows no answer for a phone lookup; the sign-in by phone decides by `exists`, so it is required. */
export const phoneExistsShape = () => objectOf({ exists: 'boolean' });

/** The calls whose answers these shapes read, by name (./auth.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  signIn: { call: 'POST auth/token/', shape: tokenPairShape },
  signUpNoUser: { call: 'POST auth/register_confirm_no_user/', shape: tokenPairShape },
  socialSignIn: { call: 'POST auth/login/social/', shape: tokenPairShape },
  phoneExists: { call: 'POST auth/user/verify_phone_exist/', shape: phoneExistsShape },
  otpSent: { call: 'POST notifications/generate_no_user/phone-number-verify', shape: otpSentShape },
  otpVerified: { call: 'POST notifications/verify-no-user-phone-number-otp', shape: otpVerifiedShape },
  userOtpSent: { call: 'POST notifications/generate/phone-number-verify/otp/{id}', shape: otpSentShape },
} as const satisfies AnswerTable;
