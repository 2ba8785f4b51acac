import { advance, lastMessageTo, signInAs, tokenOf, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { DAY_MS } from '@/mocks/shared/clock';
import { db } from '@/mocks/shared/db';
import {
  changePassword,
  forgotPassword,
  obtainToken,
  register,
  resendVerificationEmail,
  resetPassword,
  verifyEmail,
} from '@/services/auth/auth';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';

/* Email and password: sign-up, the verify link, forgot, reset and change password. */

const MINUTE = 60 * 1000;
const REDIRECT = 'http://localhost:3000/clients/auth/verify-email';
const RESET_PAGE = 'http://localhost:3000/clients/auth/resetPassword';

beforeEach(() => useJordan());

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
