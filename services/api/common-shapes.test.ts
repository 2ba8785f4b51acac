// @vitest-environment node
import { checkedAnswer } from './checked-answer';
import { countryShape, uploadedImageShape, userProfileShape } from './common-shapes';
import type { Country, UserProfile } from './types';

const country = (data: unknown) =>
  checkedAnswer<Country>('GET common/country-by-code-name/{codeName}', data, countryShape());
const profile = (data: unknown) => checkedAnswer<UserProfile>('GET auth/user/profile/', data, userProfileShape());

/**
 * The start's answers as a backend that sends only what spec §3 and §7 document
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
    expect(country({ id: 7, code_name: code })).toEqual({
      id: 7,
      code_name: code,
      name_ar: name,
      name_en: name,
      is_available: true,
      ...(dial && { dial_code: dial }),
    });
  });

  it('a country with one name: the other language shows it', () => {
    expect(country({ id: 1, code_name: 'jo', name_ar: 'الأردن' })).toMatchObject({
      name_ar: 'الأردن',
      name_en: 'الأردن',
    });
  });

  it('a profile of id, user.id and user.language: the rest falls back, nothing designed is invented', () => {
    const read = profile({ id: 3, user: { id: 9, language: 'en' } });
    expect(read.user).toEqual({
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
      expect(read.user).not.toHaveProperty(field);
  });

  it('a profile with the registration fields: a provider has a provider account, a company name makes a company', () => {
    const registered = { id: 9, language: 'ar', first_name: 'Sara', last_name: 'K', email: 's@k.jo', country: 1 };
    const provider = profile({ id: 3, user: { ...registered, is_service_provider: true } });
    expect(provider.user).toMatchObject({ ...registered, is_service_provider: true, has_provider_account: true });
    const company = profile({ id: 3, user: { ...registered, company_name: 'Khidma LLC' } });
    expect(company.user.account_type).toBe('company');
  });

  it.each([
    ['user', { id: 3 }, 'user is missing'],
    ['user.language', { id: 3, user: { id: 9 } }, 'user.language is missing'],
    ['user.id', { id: 3, user: { language: 'ar' } }, 'user.id is missing'],
  ])('a profile without %s is the error naming it', (_field, answer, problem) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => profile(answer)).toThrow(expect.objectContaining({ malformed: `GET auth/user/profile/: ${problem}` }));
  });
});

describe('an upload’s answer', () => {
  it('needs the URL the image is sent by: without it, the error naming the call', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      checkedAnswer('POST common/upload/image/', { url: 'https://cdn.example/a.jpg' }, uploadedImageShape(), 201),
    ).toEqual({
      url: 'https://cdn.example/a.jpg',
    });
    expect(() => checkedAnswer('POST common/upload/image/', {}, uploadedImageShape(), 201)).toThrow(
      expect.objectContaining({ malformed: 'POST common/upload/image/: url is missing' }),
    );
    vi.restoreAllMocks();
  });
});
