import { advance, rawPost, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { encodeGoogleCode } from '@/mocks/rules/auth/accounts';
import { DAY_MS } from '@/mocks/shared/clock';
import { db } from '@/mocks/shared/db';
import { GOOGLE_PROVIDER, obtainToken, socialLogin } from '@/services/auth/auth';
import { getUserProfile } from '@/services/auth/profile';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';

/* Signing in: the token call (lockout, closed accounts), the strict body check, and Google. */

const MINUTE = 60 * 1000;
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
