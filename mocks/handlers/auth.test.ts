import { DAY_MS } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { encodeGoogleCode } from '@/mocks/rules/accounts';
import {
  changePassword,
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
} from '@/services/auth';
import { getUserProfile } from '@/services/profile';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { advance, lastMessageTo, rawPost, signInAs, tokenOf, useJordan } from './accounts.test-kit';

const MINUTE = 60 * 1000;
const REDIRECT = 'http://localhost:3000/clients/auth/verify-email';
const RESET_PAGE = 'http://localhost:3000/clients/auth/resetPassword';
const NEW_PHONE = '+962790000001';

beforeEach(() => useJordan());

describe('POST auth/token/', () => {
  it('signs in with an email or a phone number', async () => {
    const byEmail = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
    expect(byEmail.access).toEqual(expect.any(String));
    expect(byEmail.refresh).toEqual(expect.any(String));
    expect(byEmail).not.toHaveProperty('recovered');
    await expect(obtainToken({ email: DEMO.provider.phone, password: DEMO_PASSWORD })).resolves.toHaveProperty(
      'access',
    );
  });

  it('answers a wrong email sign-in with "The given credentials is wrong"', async () => {
    await expect(obtainToken({ email: DEMO.client.email, password: 'nope-nope' })).rejects.toMatchObject({
      status: 401,
      messageKey: 'WRONG_CREDENTIALS',
    });
  });

  it('answers a wrong phone sign-in with the phone message', async () => {
    await expect(obtainToken({ email: DEMO.client.phone, password: 'nope-nope' })).rejects.toMatchObject({
      status: 401,
      messageKey: 'WRONG_PHONE_OR_PASSWORD',
    });
  });

  it('locks an identifier for 15 minutes after 5 failures in 15 minutes, even with the right password', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(obtainToken({ email: DEMO.client.email, password: 'wrong' })).rejects.toMatchObject({ status: 401 });
    }
    await expect(obtainToken({ email: DEMO.client.email, password: 'wrong' })).rejects.toMatchObject({
      status: 429,
      messageKey: 'TOO_MANY_LOGIN_ATTEMPTS',
    });
    await expect(obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD })).rejects.toMatchObject({
      status: 429,
    });
    // Another identifier is not locked.
    await expect(obtainToken({ email: DEMO.provider.email, password: DEMO_PASSWORD })).resolves.toHaveProperty(
      'access',
    );
    advance(15 * MINUTE);
    await expect(obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD })).resolves.toHaveProperty('access');
  });

  it('forgets failures older than 15 minutes', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(obtainToken({ email: DEMO.client.email, password: 'wrong' })).rejects.toMatchObject({ status: 401 });
    }
    advance(16 * MINUTE);
    await expect(obtainToken({ email: DEMO.client.email, password: 'wrong' })).rejects.toMatchObject({ status: 401 });
  });

  it('reopens a closed account inside its 30 days and says so', async () => {
    const tokens = await obtainToken({ email: DEMO.closed.email, password: DEMO_PASSWORD });
    expect(tokens).toMatchObject({ recovered: true });
    expect(db.state.accounts.users.find((user) => user.id === DEMO.closed.id)?.closed_at).toBeNull();
  });

  it('treats a closed account as gone after 30 days', async () => {
    advance(21 * DAY_MS); // closed 10 days ago in the seed
    await expect(obtainToken({ email: DEMO.closed.email, password: DEMO_PASSWORD })).rejects.toMatchObject({
      status: 401,
      messageKey: 'WRONG_CREDENTIALS',
    });
  });
});

describe('strict requests', () => {
  it('rejects an unknown field', async () => {
    const response = await rawPost('auth/token/', {
      email: DEMO.client.email,
      password: DEMO_PASSWORD,
      remember: true,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown field(s): remember' });
  });

  it('rejects a missing field', async () => {
    const response = await rawPost('auth/token/', { email: DEMO.client.email });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Missing field: password' });
  });

  it('rejects a call without the country query parameter', async () => {
    const response = await rawPost('auth/token/', { email: DEMO.client.email, password: DEMO_PASSWORD }, '');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Query parameter country is required' });
  });
});

describe('no-user phone OTP', () => {
  it('tells whether a number belongs to an account', async () => {
    await expect(verifyPhoneExists({ phone_number: DEMO.client.phone })).resolves.toEqual({ exists: true });
    await expect(verifyPhoneExists({ phone_number: NEW_PHONE })).resolves.toEqual({ exists: false });
  });

  it('sends a 6-digit code to the inbox over WhatsApp and signs the owner in with it', async () => {
    const sent = await generateNoUserOtp({ phone_number: DEMO.client.phone });
    expect(sent).toEqual({ hashed_id: expect.any(String), resend_after: 60 });
    const message = lastMessageTo(DEMO.client.phone);
    expect(message).toMatchObject({ channel: 'whatsapp', kind: 'otp' });
    expect(message.code).toMatch(/^\d{6}$/);
    const verified = await verifyNoUserOtp({ reset_password: false, otp: message.code!, hashed_id: sent.hashed_id });
    expect(verified).toMatchObject({ verified: true, access: expect.any(String), refresh: expect.any(String) });
    localStorage.setItem('access-token', verified.access!);
    await expect(getUserProfile()).resolves.toMatchObject({ id: DEMO.client.profileId, user: { id: DEMO.client.id } });
  });

  it('refuses a second code before resend_after with "Resend OTP verification is failed"', async () => {
    await generateNoUserOtp({ phone_number: NEW_PHONE });
    await expect(generateNoUserOtp({ phone_number: NEW_PHONE })).rejects.toMatchObject({
      status: 429,
      messageKey: 'RESEND_OTP_FAILED',
    });
    advance(60 * 1000);
    await expect(generateNoUserOtp({ phone_number: NEW_PHONE })).resolves.toHaveProperty('hashed_id');
  });

  it('refuses a sixth code within 24 hours with "Too many OTP requests today"', async () => {
    for (let request = 1; request <= 5; request += 1) {
      await generateNoUserOtp({ phone_number: NEW_PHONE });
      advance(61 * 1000);
    }
    await expect(generateNoUserOtp({ phone_number: NEW_PHONE })).rejects.toMatchObject({
      status: 429,
      messageKey: 'TOO_MANY_OTP_REQUESTS',
    });
    advance(DAY_MS);
    await expect(generateNoUserOtp({ phone_number: NEW_PHONE })).resolves.toHaveProperty('hashed_id');
  });

  it('answers a wrong or unknown code with "OTP verification is failed"', async () => {
    const { hashed_id } = await generateNoUserOtp({ phone_number: NEW_PHONE });
    const wrong = lastMessageTo(NEW_PHONE).code === '000000' ? '111111' : '000000';
    await expect(verifyNoUserOtp({ reset_password: false, otp: wrong, hashed_id })).rejects.toMatchObject({
      status: 400,
      messageKey: 'OTP_VERIFICATION_FAILED',
    });
    await expect(verifyNoUserOtp({ reset_password: false, otp: '123456', hashed_id: 'unknown' })).rejects.toMatchObject(
      {
        status: 400,
        messageKey: 'OTP_VERIFICATION_FAILED',
      },
    );
  });

  it('locks a code on the 5th wrong attempt, even for the right code', async () => {
    const { hashed_id } = await generateNoUserOtp({ phone_number: NEW_PHONE });
    const code = lastMessageTo(NEW_PHONE).code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(verifyNoUserOtp({ reset_password: false, otp: wrong, hashed_id })).rejects.toMatchObject({
        status: 400,
      });
    }
    await expect(verifyNoUserOtp({ reset_password: false, otp: wrong, hashed_id })).rejects.toMatchObject({
      status: 429,
      messageKey: 'TOO_MANY_ATTEMPTS',
    });
    await expect(verifyNoUserOtp({ reset_password: false, otp: code, hashed_id })).rejects.toMatchObject({
      status: 429,
      messageKey: 'TOO_MANY_ATTEMPTS',
    });
  });

  it('lets a code expire after 10 minutes and be used once', async () => {
    const first = await generateNoUserOtp({ phone_number: DEMO.client.phone });
    const firstCode = lastMessageTo(DEMO.client.phone).code!;
    advance(10 * MINUTE);
    await expect(
      verifyNoUserOtp({ reset_password: false, otp: firstCode, hashed_id: first.hashed_id }),
    ).rejects.toMatchObject({
      status: 400,
      messageKey: 'OTP_VERIFICATION_FAILED',
    });
    const second = await generateNoUserOtp({ phone_number: DEMO.client.phone });
    const secondCode = lastMessageTo(DEMO.client.phone).code!;
    await verifyNoUserOtp({ reset_password: false, otp: secondCode, hashed_id: second.hashed_id });
    await expect(
      verifyNoUserOtp({ reset_password: false, otp: secondCode, hashed_id: second.hashed_id }),
    ).rejects.toMatchObject({
      status: 400,
      messageKey: 'OTP_VERIFICATION_FAILED',
    });
  });

  it('gives a reset token with reset_password true, usable with auth/reset-password/{token}/', async () => {
    const { hashed_id } = await generateNoUserOtp({ phone_number: DEMO.client.phone });
    const verified = await verifyNoUserOtp({
      reset_password: true,
      otp: lastMessageTo(DEMO.client.phone).code!,
      hashed_id,
    });
    expect(verified).toEqual({ verified: true, reset_token: expect.any(String) });
    await resetPassword(verified.reset_token!, { new_password: 'NewPassword1', confirm_password: 'NewPassword1' });
    await expect(obtainToken({ email: DEMO.client.phone, password: 'NewPassword1' })).resolves.toHaveProperty('access');
  });
});

describe('phone-first sign-up: auth/register_confirm_no_user/', () => {
  const body = {
    fullName: 'Lina Haddad',
    email: 'lina@example.com',
    password: 'Password123',
    phoneNumber: NEW_PHONE,
    is_service_provider: false,
    country: 1,
    language: 'en',
    isCompany: false,
    referer: '/clients/homepage',
    redirect_url: REDIRECT,
  };

  async function verifyNewPhone(): Promise<void> {
    const { hashed_id } = await generateNoUserOtp({ phone_number: NEW_PHONE });
    await expect(
      verifyNoUserOtp({ reset_password: false, otp: lastMessageTo(NEW_PHONE).code!, hashed_id }),
    ).resolves.toEqual({
      verified: true,
    });
  }

  it('needs the number verified in the last 30 minutes', async () => {
    await expect(registerConfirmNoUser(body)).rejects.toMatchObject({
      status: 400,
      messageKey: 'OTP_VERIFICATION_FAILED',
    });
    await verifyNewPhone();
    advance(31 * MINUTE);
    await expect(registerConfirmNoUser(body)).rejects.toMatchObject({
      status: 400,
      messageKey: 'OTP_VERIFICATION_FAILED',
    });
  });

  it('creates the user with the verified phone, signs in and emails a verify link', async () => {
    await verifyNewPhone();
    const tokens = await registerConfirmNoUser(body);
    localStorage.setItem('access-token', tokens.access);
    const profile = await getUserProfile();
    expect(profile.user).toMatchObject({
      first_name: 'Lina',
      last_name: 'Haddad',
      email: 'lina@example.com',
      phone_number: NEW_PHONE,
      is_email_verified: false,
      account_type: 'personal',
    });
    expect(lastMessageTo('lina@example.com')).toMatchObject({ kind: 'verify-email', channel: 'email' });
  });

  it('refuses a taken email with a field error', async () => {
    await verifyNewPhone();
    await expect(registerConfirmNoUser({ ...body, email: DEMO.provider.email })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'A user with this email already exists',
      fields: { email: 'A user with this email already exists' },
    });
  });
});

describe('email sign-up and verification', () => {
  const body = {
    first_name: 'Hala',
    last_name: 'Nasser',
    email: 'hala@example.com',
    password: 'Password123',
    is_service_provider: false,
    country: 1,
    language: 'ar',
    referer: '',
    redirect_url: REDIRECT,
  };

  it('registers (201) and sends a link `<redirect_url>?token=…`', async () => {
    await expect(register(body)).resolves.toEqual({
      id: expect.any(Number),
      email: 'hala@example.com',
      is_email_verified: false,
    });
    const message = lastMessageTo('hala@example.com');
    expect(message.link).toMatch(new RegExp(`^${REDIRECT}\\?token=[0-9a-f]+$`));
  });

  it('refuses a taken email and a short password with field errors', async () => {
    await expect(register({ ...body, email: DEMO.client.email.toUpperCase() })).rejects.toMatchObject({
      status: 400,
      fields: { email: 'A user with this email already exists' },
    });
    await expect(register({ ...body, password: 'short' })).rejects.toMatchObject({
      status: 400,
      fields: { password: expect.any(String) },
    });
  });

  it('verifies the email once with a valid token', async () => {
    await register(body);
    const token = tokenOf(lastMessageTo('hala@example.com'));
    await expect(verifyEmail({ token })).resolves.toHaveProperty('detail');
    expect(db.state.accounts.users.find((user) => user.email === 'hala@example.com')?.is_email_verified).toBe(true);
    await expect(verifyEmail({ token })).rejects.toMatchObject({ status: 400, messageKey: 'INVALID_OR_EXPIRED_TOKEN' });
  });

  it('refuses an unknown or a 24-hour-old token', async () => {
    await expect(verifyEmail({ token: 'made-up' })).rejects.toMatchObject({
      status: 400,
      messageKey: 'INVALID_OR_EXPIRED_TOKEN',
    });
    await register(body);
    const token = tokenOf(lastMessageTo('hala@example.com'));
    advance(DAY_MS);
    await expect(verifyEmail({ token })).rejects.toMatchObject({ status: 400, messageKey: 'INVALID_OR_EXPIRED_TOKEN' });
  });

  it('resends a verification email, but not for an unknown or verified address', async () => {
    await expect(
      resendVerificationEmail({ email: DEMO.unverified.email, redirect_url: REDIRECT }),
    ).resolves.toHaveProperty('detail');
    expect(lastMessageTo(DEMO.unverified.email).kind).toBe('verify-email');
    await expect(resendVerificationEmail({ email: DEMO.client.email, redirect_url: REDIRECT })).rejects.toMatchObject({
      status: 400,
      messageKey: 'VERIFICATION_EMAIL_FAILED',
    });
    await expect(
      resendVerificationEmail({ email: 'nobody@example.com', redirect_url: REDIRECT }),
    ).rejects.toMatchObject({
      status: 400,
      messageKey: 'VERIFICATION_EMAIL_FAILED',
    });
  });
});

describe('passwords', () => {
  it('forgot-password answers the same for unknown emails and mails a link for known ones', async () => {
    const unknown = await forgotPassword({ email: 'nobody@example.com', type: 'client', redirect_url: RESET_PAGE });
    const known = await forgotPassword({ email: DEMO.client.email, type: 'client', redirect_url: RESET_PAGE });
    expect(known).toEqual(unknown);
    expect(db.state.accounts.inbox.filter((message) => message.to === 'nobody@example.com')).toHaveLength(0);
    expect(lastMessageTo(DEMO.client.email)).toMatchObject({ kind: 'reset-password', channel: 'email' });
  });

  it('resets with a valid token once; refuses a mismatch and an expired (1 h) token', async () => {
    await forgotPassword({ email: DEMO.client.email, type: 'client', redirect_url: RESET_PAGE });
    const token = tokenOf(lastMessageTo(DEMO.client.email));
    await expect(
      resetPassword(token, { new_password: 'NewPassword1', confirm_password: 'Other12345' }),
    ).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Password dose not match',
    });
    await expect(resetPassword(token, { new_password: 'short', confirm_password: 'short' })).rejects.toMatchObject({
      status: 400,
      fields: { new_password: expect.any(String) },
    });
    await resetPassword(token, { new_password: 'NewPassword1', confirm_password: 'NewPassword1' });
    await expect(obtainToken({ email: DEMO.client.email, password: 'NewPassword1' })).resolves.toHaveProperty('access');
    await expect(
      resetPassword(token, { new_password: 'Again12345', confirm_password: 'Again12345' }),
    ).rejects.toMatchObject({
      status: 400,
      messageKey: 'INVALID_OR_EXPIRED_TOKEN',
    });

    await forgotPassword({ email: DEMO.provider.email, type: 'service_provider', redirect_url: RESET_PAGE });
    const late = tokenOf(lastMessageTo(DEMO.provider.email));
    advance(60 * MINUTE);
    await expect(
      resetPassword(late, { new_password: 'NewPassword1', confirm_password: 'NewPassword1' }),
    ).rejects.toMatchObject({
      messageKey: 'INVALID_OR_EXPIRED_TOKEN',
    });
  });

  it('changes the password with the right old one only', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const body = {
      old_password: 'wrong-one',
      new_password: 'NewPassword1',
      confirm_new_password: 'NewPassword1',
      referer: '',
    };
    await expect(changePassword(body)).rejects.toMatchObject({ status: 400, messageKey: 'WRONG_CREDENTIALS' });
    await expect(
      changePassword({ ...body, old_password: DEMO_PASSWORD, confirm_new_password: 'Mismatch12' }),
    ).rejects.toMatchObject({
      serverMessage: 'Password dose not match',
    });
    await changePassword({ ...body, old_password: DEMO_PASSWORD });
    await expect(obtainToken({ email: DEMO.client.email, password: 'NewPassword1' })).resolves.toHaveProperty('access');
  });
});

describe('POST auth/login/social/ (simulated Google)', () => {
  const call = (code: string, phoneNumber = '') =>
    socialLogin({
      code,
      redirect_uri: 'http://localhost:3000/clients/auth/google-callback',
      phoneNumber,
      provider: GOOGLE_PROVIDER,
    });

  it('signs a known email in', async () => {
    await expect(call(encodeGoogleCode(DEMO.provider.email))).resolves.toHaveProperty('access');
  });

  it('asks for a phone number for a new email, then creates the user', async () => {
    const code = encodeGoogleCode('new.person@gmail.com');
    await expect(call(code)).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Phone number is required',
      fields: { phoneNumber: 'This field is required' },
    });
    const tokens = await call(code, NEW_PHONE);
    localStorage.setItem('access-token', tokens.access);
    await expect(getUserProfile()).resolves.toMatchObject({
      user: { email: 'new.person@gmail.com', phone_number: NEW_PHONE, is_email_verified: true },
    });
  });

  it('answers a malformed code with "Something went Wrong"', async () => {
    await expect(call('not-a-code')).rejects.toMatchObject({ status: 400, messageKey: 'ERROR_MESSAGE' });
    await expect(call('sandbox-google.%%%')).rejects.toMatchObject({ status: 400, messageKey: 'ERROR_MESSAGE' });
  });
});
