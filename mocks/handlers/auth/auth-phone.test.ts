import { advance, lastMessageTo, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { DAY_MS } from '@/mocks/shared/clock';
import {
  generateNoUserOtp,
  obtainToken,
  registerConfirmNoUser,
  resetPassword,
  verifyNoUserOtp,
  verifyPhoneExists,
} from '@/services/auth/auth';
import { getUserProfile } from '@/services/auth/profile';
import { DEMO } from '@/tests/factories';

/* The phone without an account: the WhatsApp code (resends, attempts, expiry) and the phone-first sign-up. */

const MINUTE = 60 * 1000;
const REDIRECT = 'http://localhost:3000/clients/auth/verify-email';
const NEW_PHONE = '+962790000001';

beforeEach(() => useJordan());

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
