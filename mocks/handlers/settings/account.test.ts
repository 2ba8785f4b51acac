import { advance, lastMessageTo, signInAs, signOut, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { DAY_MS } from '@/mocks/shared/clock';
import { db } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { generateNoUserOtp, generateUserOtp, obtainToken, verifyUserOtp } from '@/services/auth/auth';
import { getUserProfile } from '@/services/auth/profile';
import {
  createAddress,
  deactivateAccount,
  deleteAddress,
  getAddresses,
  getLastPhoneChange,
  updateAddress,
  updateUser,
  type AddressBody,
} from '@/services/settings/account';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';

const NEW_PHONE = '+962790000002';
const home: AddressBody = { city: 1, neighborhood: 3, address_type: 'home', name: 'Building 7, 2nd floor' };

beforeEach(() => useJordan());

describe('GET auth/user/profile/ and PUT auth/user/update/', () => {
  it('answers the profile id and the nested user, never the password', async () => {
    await signInAs(DEMO.company.email, DEMO_PASSWORD);
    const profile = await getUserProfile();
    expect(profile).toMatchObject({
      id: DEMO.company.profileId,
      user: { id: DEMO.company.id, account_type: 'company', company_name: 'Al-Noor Cleaning Co.' },
    });
    expect(profile.user).not.toHaveProperty('password');
  });

  it('needs a signed-in user (401)', async () => {
    await expect(getUserProfile()).rejects.toMatchObject({ status: 401 });
  });

  it('updates the given fields only', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const profile = await updateUser({
      first_name: 'Sara',
      gender: 'female',
      profile_photo: 'data:image/png;base64,AAAA',
    });
    expect(profile?.user).toMatchObject({
      first_name: 'Sara',
      last_name: 'الخطيب',
      profile_photo: 'data:image/png;base64,AAAA',
    });
  });

  it('rejects an unknown field (a phone change goes through the OTP calls)', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    await expect(updateUser({ phone_number: NEW_PHONE } as never)).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Unknown field(s): phone_number',
    });
  });

  it('makes a new email unverified, sends a verify link to it and tells the old address', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const profile = await updateUser({ email: 'sara.new@example.com', password: DEMO_PASSWORD });
    expect(profile?.user).toMatchObject({ email: 'sara.new@example.com', is_email_verified: false });
    expect(lastMessageTo('sara.new@example.com').link).toMatch(/\/clients\/auth\/verify-email\?token=/);
    expect(lastMessageTo(DEMO.client.email)).toMatchObject({
      kind: 'email-changed',
      channel: 'email',
      body: expect.stringContaining('sara.new@example.com'),
    });
    expect(lastMessageTo(DEMO.client.email)).not.toHaveProperty('link');
    await expect(updateUser({ email: DEMO.provider.email, password: DEMO_PASSWORD })).rejects.toMatchObject({
      status: 400,
      fields: { email: 'A user with this email already exists' },
    });
  });

  it('changes the email only with the current password: missing or wrong is a 400 on password, and nothing changes', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    await expect(updateUser({ email: 'thief@example.com' })).rejects.toMatchObject({
      status: 400,
      fields: { password: 'This field is required' },
    });
    await expect(updateUser({ email: 'thief@example.com', password: 'not-the-password' })).rejects.toMatchObject({
      status: 400,
      fields: { password: 'Incorrect password' },
    });
    await expect(getUserProfile()).resolves.toMatchObject({ user: { email: DEMO.client.email } });
    expect(
      db.state.accounts.inbox.filter(
        (message) => message.to === 'thief@example.com' || message.to === DEMO.client.email,
      ),
    ).toHaveLength(0);
    await expect(obtainToken({ email: 'thief@example.com', password: DEMO_PASSWORD })).rejects.toMatchObject({
      status: 401,
    });
    // The same email (any case) with other fields needs no password.
    await expect(updateUser({ email: DEMO.client.email.toUpperCase(), first_name: 'Sara' })).resolves.toMatchObject({
      user: { first_name: 'Sara' },
    });
  });

  it('refuses switching to the provider side without a provider account', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    await expect(updateUser({ is_service_provider: true })).rejects.toMatchObject({
      status: 400,
      fields: { is_service_provider: expect.any(String) },
    });
    signOut();
    await signInAs(DEMO.provider.email, DEMO_PASSWORD);
    await expect(updateUser({ is_service_provider: false })).resolves.toMatchObject({
      user: { is_service_provider: false },
    });
  });
});

describe('phone change: once a month, through a per-user OTP', () => {
  it('reports the last change', async () => {
    await signInAs(DEMO.provider.email, DEMO_PASSWORD);
    const { last_change } = await getLastPhoneChange();
    expect(Date.now() - new Date(last_change!).getTime()).toBeGreaterThan(4 * DAY_MS);
  });

  it('refuses a change within a month of the last one with "You excced the limit"', async () => {
    await signInAs(DEMO.provider.email, DEMO_PASSWORD);
    await expect(generateUserOtp(DEMO.provider.id, { phone_number: NEW_PHONE })).rejects.toMatchObject({
      status: 400,
      messageKey: 'LIMIT_EXCEEDED',
    });
    advance(27 * DAY_MS); // 32 days after the change: more than a calendar month
    await expect(generateUserOtp(DEMO.provider.id, { phone_number: NEW_PHONE })).resolves.toHaveProperty('hashed_id');
  });

  it('changes the number with the right code and starts a new month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // the clock stands still: the change is dated now, to the millisecond
    onTestFinished(() => void vi.useRealTimers());
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const { hashed_id } = await generateUserOtp(DEMO.client.id, { phone_number: NEW_PHONE });
    const code = lastMessageTo(NEW_PHONE).code!;
    await expect(verifyUserOtp(DEMO.client.id, { reset_password: false, otp: code, hashed_id })).resolves.toEqual({
      verified: true,
      phone_number: NEW_PHONE,
    });
    const { last_change } = await getLastPhoneChange();
    expect(new Date(last_change!).getTime()).toBe(Date.now());
    advance(61 * 1000);
    await expect(generateUserOtp(DEMO.client.id, { phone_number: '+962790000003' })).rejects.toMatchObject({
      messageKey: 'LIMIT_EXCEEDED',
    });
  });

  it("refuses another user's id (403) and a number in use (400)", async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    await expect(generateUserOtp(DEMO.provider.id, { phone_number: NEW_PHONE })).rejects.toMatchObject({ status: 403 });
    await expect(generateUserOtp(DEMO.client.id, { phone_number: DEMO.company.phone })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'This phone number is already in use',
    });
  });

  it('does not accept a no-user code or a wrong code', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const { hashed_id } = await generateUserOtp(DEMO.client.id, { phone_number: NEW_PHONE });
    const wrong = lastMessageTo(NEW_PHONE).code === '000000' ? '111111' : '000000';
    await expect(verifyUserOtp(DEMO.client.id, { reset_password: false, otp: wrong, hashed_id })).rejects.toMatchObject(
      {
        status: 400,
        messageKey: 'OTP_VERIFICATION_FAILED',
      },
    );
    const other = '+962790000009';
    const noUser = await generateNoUserOtp({ phone_number: other });
    await expect(
      verifyUserOtp(DEMO.client.id, {
        reset_password: false,
        otp: lastMessageTo(other).code!,
        hashed_id: noUser.hashed_id,
      }),
    ).rejects.toMatchObject({ status: 400, messageKey: 'OTP_VERIFICATION_FAILED' });
  });
});

describe('addresses', () => {
  it('lists the seeded addresses in Amman with their names', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const addresses = await getAddresses();
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toMatchObject({
      city: 1,
      city_name_en: 'Amman',
      neighborhood_name_en: 'Abdoun',
      address_type: 'home',
    });
  });

  it('creates, updates and deletes an address', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const created = await createAddress(home, newIdempotencyKey());
    expect(created).toMatchObject({ id: expect.any(Number) });
    await updateAddress(created.id, { ...home, address_type: 'other', name: 'Parents' });
    expect((await getAddresses()).find((address) => address.id === created.id)).toMatchObject({
      ...home,
      neighborhood_name_en: 'Sweifieh',
      address_type: 'other',
      name: 'Parents',
    });
    await deleteAddress(created.id);
    expect((await getAddresses()).map((address) => address.id)).not.toContain(created.id);
  });

  it.each([
    ['a city of another country', { city: 13 }, 'city'],
    ['a neighbourhood of another city', { neighborhood: 21 }, 'neighborhood'],
    ['an unknown type', { address_type: 'villa' }, 'address_type'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
  ])('refuses %s with a field error', async (_case, change, field) => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    await expect(createAddress({ ...home, ...change } as AddressBody, newIdempotencyKey())).rejects.toMatchObject({
      status: 400,
      fields: { [field]: expect.any(String) },
    });
  });

  it("answers 404 for someone else's address", async () => {
    await signInAs(DEMO.provider.email, DEMO_PASSWORD);
    await expect(updateAddress(201, home)).rejects.toMatchObject({ status: 404 });
    await expect(deleteAddress(201)).rejects.toMatchObject({ status: 404 });
    expect(db.state.accounts.addresses.some((address) => address.id === 201)).toBe(true);
  });
});

describe('POST auth/deactivate/', () => {
  it('refuses a wrong password', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    await expect(deactivateAccount({ password: 'wrong' })).rejects.toMatchObject({
      status: 400,
      messageKey: 'WRONG_CREDENTIALS',
    });
  });

  it('closes the account for 30 days of recovery and ends every session', async () => {
    const other = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const closed = await deactivateAccount({ password: DEMO_PASSWORD });
    expect(new Date(closed.recover_until).getTime() - new Date(String(closed.closed_at)).getTime()).toBe(30 * DAY_MS);
    await expect(getUserProfile()).rejects.toMatchObject({ status: 401 });
    expect(db.state.accounts.sessions.some((session) => session.access === other.access)).toBe(false);
  });
});
