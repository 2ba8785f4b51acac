import { lastMessageTo, rawPost, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { db } from '@/mocks/shared/db';
import {
  forgotPassword,
  generateNoUserOtp,
  register,
  resendVerificationEmail,
  verifyNoUserOtp,
} from '@/services/auth/auth';
import { DEMO } from '@/tests/factories';

const NEW_PHONE = '+962790000001';

/* Emailed links go to the site only: a `redirect_url` off the allow-list is a 400 on the field (docs/api/accounts.md). */

const POISONED = [
  'https://evil.example/steal',
  'http://localhost:3000.evil.example/clients/auth/resetPassword',
  'https://evil.example/?http://localhost:3000/clients/auth/resetPassword',
  'http://localhost:3000@evil.example/clients/auth/resetPassword',
  'http://localhost:3001/clients/auth/resetPassword',
];

const inboxTo = (email: string) => db.state.accounts.inbox.filter((message) => message.to === email);

beforeEach(() => useJordan());

describe('redirect_url allow-list', () => {
  it.each(POISONED)('forgot-password refuses %s and mails nothing', async (redirect_url) => {
    await expect(forgotPassword({ email: DEMO.client.email, type: 'client', redirect_url })).rejects.toMatchObject({
      status: 400,
      fields: { redirect_url: expect.any(String) },
    });
    expect(inboxTo(DEMO.client.email)).toHaveLength(0);
  });

  it('the verification resend and both sign-ups refuse a foreign redirect_url on the field', async () => {
    const redirect_url = POISONED[0] ?? '';
    await expect(resendVerificationEmail({ email: DEMO.unverified.email, redirect_url })).rejects.toMatchObject({
      status: 400,
      fields: { redirect_url: expect.any(String) },
    });
    await expect(
      register({
        first_name: 'Lina',
        last_name: 'Haddad',
        email: 'lina@example.com',
        password: 'Password123',
        is_service_provider: false,
        country: 1,
        language: 'en',
        referer: '',
        redirect_url,
      }),
    ).rejects.toMatchObject({ status: 400, fields: { redirect_url: expect.any(String) } });
    const { hashed_id } = await generateNoUserOtp({ phone_number: NEW_PHONE });
    await verifyNoUserOtp({ reset_password: false, otp: lastMessageTo(NEW_PHONE).code ?? '', hashed_id });
    const noUser = await rawPost('auth/register_confirm_no_user/', {
      fullName: 'Lina Haddad',
      email: 'lina@example.com',
      password: 'Password123',
      phoneNumber: NEW_PHONE,
      is_service_provider: false,
      country: 1,
      language: 'en',
      isCompany: false,
      referer: '',
      redirect_url,
    });
    expect(noUser.status).toBe(400);
    expect(await noUser.json()).toMatchObject({ fields: { redirect_url: expect.any(String) } });
    expect(inboxTo('lina@example.com')).toHaveLength(0);
    expect(inboxTo(DEMO.unverified.email)).toHaveLength(0);
  });

  it("mails a link on the page's own origin", async () => {
    await forgotPassword({
      email: DEMO.client.email,
      type: 'client',
      redirect_url: `${window.location.origin}/clients/auth/resetPassword`,
    });
    expect(inboxTo(DEMO.client.email).at(-1)?.link).toMatch(
      new RegExp(`^${window.location.origin}/clients/auth/resetPassword\\?token=`),
    );
  });
});
