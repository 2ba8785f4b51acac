import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { PRELOAD_GLOBAL, takePreloadedLookup } from '@/services/api/start-preload';
import { getCountryByCodeName } from '@/services/shared/locations';
import { countryPreloadScript, headCountryLookup } from './country-preload-script';

const country = {
  id: 1,
  code_name: 'jo',
  name_ar: 'الأردن',
  name_en: "Jordan (the head's answer)",
  is_available: true,
  dial_code: '+962',
};

/** Runs the head's script as the browser would, after the pre-paint script has set `<html lang>`. */
function runHeadScript(lang: string, answer: () => Promise<Response>) {
  document.documentElement.lang = lang;
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  new Function(countryPreloadScript('https://api.example.com/api/v1/'))();
  return fetchMock;
}

describe('the country lookup sent from the document head', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL];
  });

  it.each([
    ['ar', 'ar-JO'],
    ['en', 'en'],
  ])('%s: the host code (localhost: jo), Accept-Language %s, no country parameter', (lang, acceptLanguage) => {
    const fetchMock = runHeadScript(lang, () => Promise.resolve(Response.json(country)));
    expect(fetchMock).toHaveBeenCalledWith('https://api.example.com/api/v1/common/country-by-code-name/jo', {
      headers: { 'Accept-Language': acceptLanguage },
    });
  });

  it('the start takes the answer once and does not call again; a second lookup calls', async () => {
    runHeadScript('ar', () => Promise.resolve(Response.json(country)));
    expect(takePreloadedLookup('sa')).toBeNull();
    await expect(getCountryByCodeName('jo')).resolves.toEqual(country);
    expect(takePreloadedLookup('jo')).toBeNull();
  });

  it.each([
    ['an error status', () => Promise.resolve(Response.json({ error: 'Wrong region' }, { status: 403 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s the head leaves nothing and the start makes the call itself', async (_, answer) => {
    runHeadScript('ar', answer);
    await expect(takePreloadedLookup('jo')).resolves.toBeNull();
  });
});

describe('NEXT_PUBLIC_COUNTRY_PRELOAD (docs/api.md "Departures from the spec")', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('a live build sends the lookup from the head; the sandbox does not', () => {
    expect(headCountryLookup('https://api.example.com', 'https://api.example.com/api/v1/')).toContain(
      'common/country-by-code-name/',
    );
    expect(headCountryLookup('', '/api/v1/')).toBeNull();
  });

  it('off: no head script, and the start sends the lookup with the bearer, as spec §7 says of every call', async () => {
    vi.stubEnv('NEXT_PUBLIC_COUNTRY_PRELOAD', 'off');
    expect(headCountryLookup('https://api.example.com', 'https://api.example.com/api/v1/')).toBeNull();
    localStorage.setItem('access-token', 'abc');
    let bearer: string | null = null;
    server.use(
      http.get('*/api/v1/common/country-by-code-name/jo', ({ request }) => {
        bearer = request.headers.get('Authorization');
        return HttpResponse.json(country);
      }),
    );
    await expect(getCountryByCodeName('jo')).resolves.toEqual(country);
    expect(bearer).toBe('Bearer abc');
  });
});
