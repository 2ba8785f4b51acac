import { LANGUAGE_CODES } from '@/locales/languages';
import type { RegisterBody, RegisterNoUserBody } from '@/services/auth';
import {
  addLoginFailure,
  decodeGoogleCode,
  loginLockSeconds,
  isPhoneIdentifier,
  isPhoneVerificationFresh,
  isTokenUsable,
  loginKey,
  randomToken,
} from '../../rules/auth/accounts';
import { clock } from '../../shared/clock';
import { created, fail, failTooMany, route } from '../../shared/http';
import {
  REQUIRED,
  checkFields,
  failIfEmailTaken,
  failIfPhoneTaken,
  failUnlessNewPassword,
  nameCheck,
  phoneOf,
  redirectCheck,
  signUpChecks,
} from '../../tables/auth/account-checks';
import {
  accounts,
  consumeOtp,
  findUserByEmail,
  findUserByPhone,
  inboxLanguage,
  issueToken,
  newUser,
  sendEmailLink,
  sendOtp,
  signIn,
} from '../../tables/auth/accounts';
import { endSessionOf, endSessions, reissueSession, renewSession, sessionOfRequest } from '../../tables/auth/sessions';
import { toUserProfile } from '../../tables/auth/users';
import { clientOf, rateAllowance, takeRateLimit } from '../../tables/shared/rate-limits';

const DONE = { detail: 'Done' };
/** SimpleJWT's text for a refresh token that is unknown, rotated away, blacklisted or expired. */
const TOKEN_NOT_VALID = 'Token is invalid or expired';

/** Sign-in three ways, sign-up, e-mail verification and password reset (docs/api/accounts.md). */
export const authHandlers = [
  route('post', 'auth/token/', async ({ body, request }) => {
    const { email: identifier, password } = await body({ email: 'string', password: 'string' });
    const now = clock.now();
    const key = loginKey(identifier);
    // Locked per account and client: a stranger's failures elsewhere never lock the owner out.
    const pair = `${key}|${clientOf(request)}`;
    const failures = accounts().loginFailures;
    const client = rateAllowance('signIn', 'client', clientOf(request));
    const wait = Math.max(loginLockSeconds(failures[pair], now), client.wait);
    if (wait) failTooMany(wait, 'TOO_MANY_LOGIN_ATTEMPTS');
    const byPhone = isPhoneIdentifier(identifier);
    const user = byPhone ? findUserByPhone(key) : findUserByEmail(key);
    if (!user || user.password !== password) {
      failures[pair] = addLoginFailure(failures[pair], now);
      client.count();
      const locked = loginLockSeconds(failures[pair], now);
      if (locked) failTooMany(locked, 'TOO_MANY_LOGIN_ATTEMPTS');
      fail(401, byPhone ? 'WRONG_PHONE_OR_PASSWORD' : 'WRONG_CREDENTIALS');
    }
    delete failures[pair];
    return signIn(user);
  }),

  route('post', 'auth/user/verify_phone_exist/', async ({ body }) => {
    const { phone_number } = await body({ phone_number: 'string' });
    return { exists: Boolean(findUserByPhone(phoneOf(phone_number, 'phone_number'))) };
  }),

  route('post', 'notifications/generate_no_user/phone-number-verify', async ({ body, request }) => {
    const { phone_number } = await body({ phone_number: 'string' });
    const phone = phoneOf(phone_number, 'phone_number');
    return sendOtp(phone, { purpose: 'no-user', userId: null }, inboxLanguage(request, findUserByPhone(phone)));
  }),

  route('post', 'notifications/verify-no-user-phone-number-otp', async ({ body }) => {
    const { reset_password, otp, hashed_id } = await body({
      reset_password: 'boolean',
      otp: 'string',
      hashed_id: 'string',
    });
    const record = consumeOtp(hashed_id, otp, { purpose: 'no-user' });
    const user = findUserByPhone(record.phone_number);
    if (!user) {
      accounts().verifiedPhones[record.phone_number] = clock.now().toISOString();
      return { verified: true };
    }
    if (!reset_password) return { verified: true, ...signIn(user) };
    return { verified: true, reset_token: issueToken(user, 'reset-password') };
  }),

  route('post', 'auth/register_confirm_no_user/', async ({ body, request }) => {
    // Typed as the app's body: the sandbox's check and the contract cannot drift apart.
    const input: RegisterNoUserBody = await body({
      fullName: 'string',
      email: 'string',
      password: 'string',
      phoneNumber: 'string',
      is_service_provider: 'boolean',
      country: 'number',
      language: 'string',
      isCompany: 'boolean',
      referer: 'string',
      redirect_url: 'string',
    });
    const phone = phoneOf(input.phoneNumber, 'phoneNumber');
    if (!isPhoneVerificationFresh(accounts().verifiedPhones[phone], clock.now())) fail(400, 'OTP_VERIFICATION_FAILED');
    checkFields({
      fullName: nameCheck(input.fullName),
      ...signUpChecks(input),
    });
    failIfEmailTaken(input.email);
    failIfPhoneTaken(phone, 'phoneNumber');
    const [firstName = '', ...rest] = input.fullName.trim().split(/\s+/);
    const user = newUser({
      first_name: firstName,
      last_name: rest.join(' '),
      email: input.email,
      password: input.password,
      phone_number: phone,
      country: input.country,
      language: input.language,
      is_service_provider: input.is_service_provider,
      account_type: input.isCompany ? 'company' : 'personal',
      is_email_verified: false,
    });
    delete accounts().verifiedPhones[phone];
    sendEmailLink(user, 'verify-email', input.redirect_url, inboxLanguage(request, user));
    return signIn(user);
  }),

  route('post', 'auth/register/', async ({ body, request }) => {
    const input: RegisterBody = await body({
      first_name: 'string',
      last_name: 'string',
      email: 'string',
      password: 'string',
      is_service_provider: 'boolean',
      country: 'number',
      language: 'string',
      referer: 'string',
      redirect_url: 'string',
    });
    checkFields({
      first_name: nameCheck(input.first_name),
      last_name: nameCheck(input.last_name),
      ...signUpChecks(input),
    });
    failIfEmailTaken(input.email);
    const user = newUser({
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      email: input.email,
      password: input.password,
      phone_number: null,
      country: input.country,
      language: input.language,
      is_service_provider: input.is_service_provider,
      account_type: 'personal',
      is_email_verified: false,
    });
    sendEmailLink(user, 'verify-email', input.redirect_url, inboxLanguage(request, user));
    return created({ id: user.id, email: user.email, is_email_verified: false });
  }),

  route('post', 'auth/verify-email/', async ({ body }) => {
    const { token } = await body({ token: 'string' });
    const record = accounts().tokens.find((item) => item.token === token);
    const user = record && accounts().users.find((item) => item.id === record.user_id);
    if (!isTokenUsable(record, 'verify-email', clock.now()) || !user || user.email !== record.email) {
      fail(400, 'INVALID_OR_EXPIRED_TOKEN');
    }
    record.used = true;
    user.is_email_verified = true;
    return { detail: 'Email verified' };
  }),

  route('post', 'auth/resend-verification-email/', async ({ body, request }) => {
    const { email, redirect_url } = await body({ email: 'string', redirect_url: 'string' });
    checkFields({ redirect_url: redirectCheck(redirect_url) });
    takeRateLimit('verificationResend', email, request);
    const user = findUserByEmail(email);
    if (!user || user.is_email_verified) fail(400, 'VERIFICATION_EMAIL_FAILED');
    sendEmailLink(user, 'verify-email', redirect_url, inboxLanguage(request, user));
    return { detail: 'Verification email sent' };
  }),

  route('post', 'auth/forgot-password/', async ({ body, request }) => {
    const { email, type, redirect_url } = await body({ email: 'string', type: 'string', redirect_url: 'string' });
    checkFields({
      type: type === 'client' || type === 'service_provider' ? null : 'Unknown account type',
      redirect_url: redirectCheck(redirect_url),
    });
    takeRateLimit('forgotPassword', email, request);
    const user = findUserByEmail(email);
    if (user) sendEmailLink(user, 'reset-password', redirect_url, inboxLanguage(request, user));
    return { detail: 'If an account uses this email, a link to reset the password was sent to it' };
  }),

  route('post', 'auth/reset-password/:token/', async ({ body, params }) => {
    const { new_password, confirm_password } = await body({ new_password: 'string', confirm_password: 'string' });
    const record = accounts().tokens.find((item) => item.token === decodeURIComponent(params.token ?? ''));
    const user = record && accounts().users.find((item) => item.id === record.user_id);
    if (!isTokenUsable(record, 'reset-password', clock.now()) || !user) fail(400, 'INVALID_OR_EXPIRED_TOKEN');
    failUnlessNewPassword(new_password, confirm_password, 'new_password');
    record.used = true;
    user.password = new_password;
    endSessions(user.id);
    return { detail: 'Password changed' };
  }),

  route('post', 'auth/change-password/', async ({ body, requireUser, request }) => {
    const user = requireUser();
    const input = await body({
      old_password: 'string',
      new_password: 'string',
      confirm_new_password: 'string',
      referer: 'string',
    });
    if (input.old_password !== user.password) fail(400, 'WRONG_CREDENTIALS');
    failUnlessNewPassword(input.new_password, input.confirm_new_password, 'new_password');
    user.password = input.new_password;
    // Every other session ends; this one goes on with a fresh pair (its old tokens are refused too).
    const own = sessionOfRequest(request);
    endSessions(user.id, own);
    const pair = own && reissueSession(own);
    return { ...DONE, ...pair };
  }),

  route('post', 'auth/token/refresh/', async ({ body }) => {
    const { refresh } = await body({ refresh: 'string' });
    return renewSession(refresh) ?? fail(401, { text: TOKEN_NOT_VALID });
  }),

  route('post', 'auth/logout/', async ({ body, request }) => {
    const { refresh } = await body({ refresh: 'string' });
    if (!endSessionOf(refresh, request)) fail(401, { text: TOKEN_NOT_VALID });
    return DONE;
  }),

  route('post', 'auth/login/social/', async ({ body, url, request }) => {
    const input = await body({ code: 'string', redirect_uri: 'string', phoneNumber: 'string', provider: 'string' });
    const email = decodeGoogleCode(input.code);
    if (input.provider !== 'google-oauth2' || !email) fail(400, 'ERROR_MESSAGE');
    const known = findUserByEmail(email);
    if (known) return signIn(known);
    if (!input.phoneNumber.trim()) fail(400, { text: 'Phone number is required' }, { phoneNumber: REQUIRED });
    const phone = phoneOf(input.phoneNumber, 'phoneNumber');
    failIfPhoneTaken(phone, 'phoneNumber');
    const user = newUser({
      first_name: email.split('@')[0] ?? email,
      last_name: '',
      email,
      password: randomToken(),
      phone_number: phone,
      country: Number(url.searchParams.get('country')),
      language: inboxLanguage(request),
      is_service_provider: false,
      account_type: 'personal',
      is_email_verified: true,
    });
    user.phone_verified = false;
    return signIn(user);
  }),

  route('get', 'auth/user/profile/', ({ requireUser }) => toUserProfile(requireUser())),

  route('put', 'auth/user/update/language/', async ({ requireUser, body }) => {
    const user = requireUser();
    const { language } = await body({ language: 'string' });
    if (!(LANGUAGE_CODES as string[]).includes(String(language))) fail(400, { text: 'Unsupported language' });
    user.language = String(language);
    return { language: user.language };
  }),
];
