// @vitest-environment node
import { checks } from './answer-checks';

/**
 * The start's and the sign-in's answers as a backend that sends only what spec §3 and §7 document
 * would give them: each designed field's fallback, as the screens then read it.
 */
describe('the spec calls read with only their documented fields', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['jo', 'JO', '+962'],
    ['sa', 'SA', '+966'],
    ['uk', 'UK', '+44'],
    ['gb', 'GB', '+44'],
    ['xx', 'XX', undefined],
  ])('a country %s: named %s in both languages, open, dial code %s', (code, name, dial) => {
    const country = checks.country({ id: 7, code_name: code }, 200);
    expect(country).toEqual({
      id: 7,
      code_name: code,
      name_ar: name,
      name_en: name,
      is_available: true,
      ...(dial && { dial_code: dial }),
    });
  });

  it('a country with one name: the other language shows it', () => {
    expect(checks.country({ id: 1, code_name: 'jo', name_ar: 'الأردن' }, 200)).toMatchObject({
      name_ar: 'الأردن',
      name_en: 'الأردن',
    });
  });

  it('a profile of id, user.id and user.language: the rest falls back, nothing designed is invented', () => {
    const profile = checks.profile({ id: 3, user: { id: 9, language: 'en' } }, 200);
    expect(profile.user).toEqual({
      id: 9,
      language: 'en',
      first_name: '',
      last_name: '',
      email: '',
      phone_number: null,
      gender: null,
      account_type: 'personal',
      company_name: null,
      profile_photo: null,
      has_provider_account: false,
    });
    for (const field of ['date_joined', 'is_email_verified', 'is_service_provider', 'country'])
      expect(profile.user).not.toHaveProperty(field);
  });

  it('a profile with the registration fields: a provider has a provider account, a company name makes a company', () => {
    const registered = { id: 9, language: 'ar', first_name: 'Sara', last_name: 'K', email: 's@k.jo', country: 1 };
    const provider = checks.profile({ id: 3, user: { ...registered, is_service_provider: true } }, 200);
    expect(provider.user).toMatchObject({ ...registered, is_service_provider: true, has_provider_account: true });
    const company = checks.profile({ id: 3, user: { ...registered, company_name: 'Khidma LLC' } }, 200);
    expect(company.user.account_type).toBe('company');
  });

  it.each([
    ['user', { id: 3 }, 'user is missing'],
    ['user.language', { id: 3, user: { id: 9 } }, 'user.language is missing'],
    ['user.id', { id: 3, user: { language: 'ar' } }, 'user.id is missing'],
  ])('a profile without %s is the error naming it', (_field, answer, problem) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => checks.profile(answer, 200)).toThrow(
      expect.objectContaining({ malformed: `GET auth/user/profile/: ${problem}` }),
    );
  });

  it('the last phone change without a value: the phone is editable (spec §4)', () => {
    expect(checks.lastPhoneChange({}, 200)).toEqual({ last_change: null });
  });

  it('an OTP sent without its resend wait: a resend after 60 s; without hashed_id: the error', () => {
    expect(checks.otpSent({ hashed_id: 'h' }, 200)).toEqual({ hashed_id: 'h', resend_after: 60 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => checks.otpSent({ resend_after: 30 }, 200)).toThrow();
  });

  it('a user update answered with the bare user (not the profile) is taken as saved, and the profile read again', () => {
    expect(checks.updatedProfile({ id: 9, first_name: 'Sara' }, 200)).toBeNull();
    expect(checks.updatedProfile({ id: 3, user: { id: 9, language: 'ar' } }, 200)).toMatchObject({ id: 3 });
  });

  it('a sign-in needs the token pair', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(checks.signIn({ access: 'a', refresh: 'r' }, 200)).toEqual({ access: 'a', refresh: 'r' });
    expect(() => checks.signIn({ access: 'a' }, 200)).toThrow(
      expect.objectContaining({ malformed: 'POST auth/token/: refresh is missing' }),
    );
  });
});

describe('an upload’s answer', () => {
  it('needs the URL the image is sent by: without it, the error naming the call', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(checks.uploadedImage({ url: 'https://cdn.example/a.jpg' }, 201)).toEqual({
      url: 'https://cdn.example/a.jpg',
    });
    expect(() => checks.uploadedImage({}, 201)).toThrow(
      expect.objectContaining({ malformed: 'POST common/upload/image/: url is missing' }),
    );
    vi.restoreAllMocks();
  });
});

describe('a notification’s kind', () => {
  const note = (kind: unknown) => ({ id: 1, kind, title_en: 'T', body_en: 'B', request: 3, offer: 7, is_read: false });

  it('keeps a kind it knows (an offer changed) and one it does not; a missing one is a general notice', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kinds = checks
      .notifications({ count: 3, results: [note('offer_updated'), note('offer_boosted'), note(undefined)] }, 200)
      .results.map((item) => item.kind);
    expect(kinds).toEqual(['offer_updated', 'offer_boosted', 'general']);
    vi.restoreAllMocks();
  });
});
