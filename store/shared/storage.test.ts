import {
  clearSession,
  hasSession,
  isStoredCountry,
  readJson,
  STORAGE_KEYS,
  storeTokens,
  tidyStorage,
  writeJson,
  writeString,
} from './storage';

const COUNTRY = { id: 1, code_name: 'jo', name_ar: 'الأردن', name_en: 'Jordan', is_available: true, dial_code: '+962' };
const PROFILE = { id: 101, user: { id: 1, language: 'ar' } };

describe('storage', () => {
  it.each<[string | null | undefined, string | null]>([
    ['refresh-2', 'refresh-2'],
    [undefined, null],
    [null, null],
    ['', null],
  ])('storeTokens keeps exactly the pair that came (refresh %j → %j)', (refresh, stored) => {
    storeTokens('access-1', 'refresh-1');
    storeTokens('access-2', refresh);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(stored);
  });

  it('clearSession removes every key of ours but LANGUAGE, and nothing else', () => {
    storeTokens('access', 'refresh');
    writeString(STORAGE_KEYS.language, 'en');
    writeJson(STORAGE_KEYS.country, COUNTRY);
    writeJson(STORAGE_KEYS.userInfo, PROFILE);
    writeJson(STORAGE_KEYS.pageConfig, { siteUnlocked: true });
    writeString(STORAGE_KEYS.isServiceProvider, 'false');
    localStorage.setItem('SANDBOX_STATE', '{}');

    clearSession();

    expect(hasSession()).toBe(false);
    expect(Object.keys(localStorage).sort()).toEqual(['LANGUAGE', 'SANDBOX_STATE']);
    expect(localStorage.getItem('LANGUAGE')).toBe('en');
  });

  it.each([
    ['malformed JSON', '{"id":1,'],
    ['the wrong shape', '{"id":"1","code_name":"jo"}'],
    ['an array', '[1]'],
    ['null', 'null'],
  ])('readJson discards %s', (_case, raw) => {
    localStorage.setItem(STORAGE_KEYS.country, raw);
    expect(readJson(STORAGE_KEYS.country, isStoredCountry)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.country)).toBeNull();
  });

  it('readJson returns a valid value and keeps it', () => {
    writeJson(STORAGE_KEYS.country, COUNTRY);
    expect(readJson(STORAGE_KEYS.country, isStoredCountry)).toEqual(COUNTRY);
    expect(localStorage.getItem(STORAGE_KEYS.country)).not.toBeNull();
  });

  describe('tidyStorage', () => {
    it('drops a malformed COUNTRY and USER_INFO and keeps valid ones', () => {
      storeTokens('access');
      localStorage.setItem(STORAGE_KEYS.country, 'not json');
      localStorage.setItem(STORAGE_KEYS.userInfo, '{"id":101}');
      tidyStorage();
      expect(localStorage.getItem(STORAGE_KEYS.country)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();

      writeJson(STORAGE_KEYS.country, COUNTRY);
      writeJson(STORAGE_KEYS.userInfo, PROFILE);
      tidyStorage();
      expect(readJson(STORAGE_KEYS.country, isStoredCountry)).toEqual(COUNTRY);
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null')).toEqual(PROFILE);
    });

    it('drops a USER_INFO left without a session', () => {
      writeJson(STORAGE_KEYS.userInfo, PROFILE);
      tidyStorage();
      expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    });
  });
});
