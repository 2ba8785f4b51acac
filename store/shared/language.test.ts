import { db } from '@/mocks/shared/db';
import { toUserProfile } from '@/mocks/tables/auth/users';
import { DEMO } from '@/tests/factories';
import { adoptUserLanguage } from './language';
import { readString, STORAGE_KEYS, writeString } from './storage';

/** The demo client's profile with the given saved language. */
function profileSpeaking(language: string) {
  const user = db.state.accounts.users.find((item) => item.id === DEMO.client.id)!;
  return toUserProfile({ ...user, language });
}

function fakeLocation(href: string) {
  return { href, replace: vi.fn<(url: string) => void>() };
}

describe('adoptUserLanguage (spec §1: the saved user language wins, with one reload)', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    ['the same language', 'ar', 'ar'],
    ['an unknown saved language', 'ar', 'fr'],
    ['an empty saved language', 'en', ''],
  ])('does nothing for %s', (_case, stored, saved) => {
    writeString(STORAGE_KEYS.language, stored);
    const location = fakeLocation('https://jo.example/clients/homepage?lang=' + stored);
    expect(adoptUserLanguage(profileSpeaking(saved), location, sessionStorage)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
    expect(readString(STORAGE_KEYS.language)).toBe(stored);
  });

  it('stores the saved language and reloads once, without ?lang (so it cannot win again)', () => {
    writeString(STORAGE_KEYS.language, 'en');
    const location = fakeLocation('https://jo.example/clients/services?lang=en&tab=2');
    expect(adoptUserLanguage(profileSpeaking('ar'), location, sessionStorage)).toBe(true);
    expect(readString(STORAGE_KEYS.language)).toBe('ar');
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('https://jo.example/clients/services?tab=2');
  });

  it('never reloads twice in a tab for the same language (no loop if storage does not stick)', () => {
    writeString(STORAGE_KEYS.language, 'en');
    const first = fakeLocation('https://jo.example/clients/homepage');
    expect(adoptUserLanguage(profileSpeaking('ar'), first, sessionStorage)).toBe(true);
    writeString(STORAGE_KEYS.language, 'en');
    const second = fakeLocation('https://jo.example/clients/homepage');
    expect(adoptUserLanguage(profileSpeaking('ar'), second, sessionStorage)).toBe(false);
    expect(second.replace).not.toHaveBeenCalled();
  });

  it('re-arms once the languages agree', () => {
    writeString(STORAGE_KEYS.language, 'en');
    adoptUserLanguage(profileSpeaking('ar'), fakeLocation('https://jo.example/'), sessionStorage);
    adoptUserLanguage(profileSpeaking('ar'), fakeLocation('https://jo.example/'), sessionStorage);
    writeString(STORAGE_KEYS.language, 'en');
    const later = fakeLocation('https://jo.example/');
    expect(adoptUserLanguage(profileSpeaking('ar'), later, sessionStorage)).toBe(true);
  });
});
