import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { appStore } from '@/store/shared/app-store';
import { removeKey, STORAGE_KEYS, writeJson, writeString } from '@/store/shared/storage';
import { buildCountry, DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import CountryComingSoon from './CountryComingSoon';
import { prepareApp } from './start-sequence';
import { StartGate } from './StartGate';

vi.mock('./start-sequence', () => ({ prepareApp: vi.fn() }));

/** A start whose two halves settle when the test says so. */
function controlledStart() {
  let readyApi = () => {};
  let readyTranslations = () => {};
  const api = new Promise<void>((resolve) => (readyApi = resolve));
  const translations = new Promise<void>((resolve) => (readyTranslations = resolve));
  vi.mocked(prepareApp).mockReturnValueOnce({ api, translations });
  return { readyApi, readyTranslations };
}

describe('StartGate', () => {
  it('ends a failed start (the sandbox worker or i18n) in the retry screen, not an endless overlay', async () => {
    vi.mocked(prepareApp).mockImplementationOnce(() => ({
      api: Promise.reject(new Error('worker failed to register')),
      translations: Promise.resolve(),
    }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp(
      <StartGate>
        <p>the app</p>
      </StartGate>,
    );
    expect(await screen.findByRole('heading', { name: "We couldn't start" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it.each([
    ['stored for this host', true],
    ['not stored', false],
  ])('with a token and the country %s, the profile leaves beside the lookup: %s', async (_, stored) => {
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => calls.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      const country = db.state.locations.countries.find((item) => item.code_name === 'jo');
      if (stored) writeJson(STORAGE_KEYS.country, country);
      else removeKey(STORAGE_KEYS.country);
      const start = controlledStart();
      await renderApp(
        <StartGate>
          <p>the app</p>
        </StartGate>,
        { signInAs: DEMO.client.email },
      );
      // The lookup is held until the test lets it answer (then the sandbox answers it): only a
      // profile call that did not wait for it is made before then, however slow the machine.
      let answerLookup = () => {};
      const held = new Promise<void>((resolve) => (answerLookup = resolve));
      server.use(http.get('*/api/v1/common/country-by-code-name/jo', () => held, { once: true }));
      start.readyApi();
      start.readyTranslations();
      await waitFor(() => expect(calls).toContain('/api/v1/common/country-by-code-name/jo'));
      if (stored) await waitFor(() => expect(calls).toContain('/api/v1/auth/user/profile/'));
      else await new Promise((resolve) => setTimeout(resolve, 100)); // time enough for a call that would not wait
      expect(calls.includes('/api/v1/auth/user/profile/')).toBe(stored);
      answerLookup();
      expect(await screen.findByText('the app')).toBeInTheDocument();
      expect(calls).toContain('/api/v1/auth/user/profile/');
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it.each([
    ['an account this device knew as a provider', 'true', true],
    ['an account not known as one', null, false],
  ])(
    "on a provider's path, for %s (IS_SERVICE_PROVIDER %s), the provider profile leaves beside the user's: %s",
    async (_, flag, early) => {
      const calls: string[] = [];
      const record = ({ request }: { request: Request }) => calls.push(new URL(request.url).pathname);
      server.events.on('request:start', record);
      try {
        writeJson(
          STORAGE_KEYS.country,
          db.state.locations.countries.find((item) => item.code_name === 'jo'),
        );
        if (flag) writeString(STORAGE_KEYS.isServiceProvider, flag);
        else removeKey(STORAGE_KEYS.isServiceProvider);
        const start = controlledStart();
        await renderApp(
          <StartGate>
            <p>the app</p>
          </StartGate>,
          { signInAs: DEMO.provider.email, route: '/service-providers/job-opportunities' },
        );
        // The user's profile is held until the test lets it answer: only a provider profile call that
        // did not wait for the start is made before then.
        let answerProfile = () => {};
        const held = new Promise<void>((resolve) => (answerProfile = resolve));
        server.use(http.get('*/api/v1/auth/user/profile/', () => held, { once: true }));
        start.readyApi();
        start.readyTranslations();
        await waitFor(() => expect(calls).toContain('/api/v1/auth/user/profile/'));
        if (early) await waitFor(() => expect(calls).toContain('/api/v1/provider/profile/'));
        else await new Promise((resolve) => setTimeout(resolve, 100)); // time enough for a call that would not wait
        expect(calls.includes('/api/v1/provider/profile/')).toBe(early);
        answerProfile();
        expect(await screen.findByText('the app')).toBeInTheDocument();
      } finally {
        server.events.removeListener('request:start', record);
      }
    },
  );

  it('ends a malformed country answer in the retry screen, and the retry starts the app', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Without `code_name` (spec §3) the country cannot be told: the check stops it.
    const { code_name: _missing, ...country } = buildCountry();
    server.use(http.get('*/api/v1/common/country-by-code-name/jo', () => HttpResponse.json(country), { once: true }));
    const start = controlledStart();
    const { user } = await renderApp(
      <StartGate>
        <p>the app</p>
      </StartGate>,
    );
    start.readyApi();
    start.readyTranslations();
    expect(await screen.findByRole('heading', { name: "We couldn't start" })).toBeInTheDocument();
    expect(screen.queryByText('Khidma is not in Jordan yet')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Malformed answer from GET common/country-by-code-name/{codeName}: code_name is missing',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it('starts on a country answer of only what the spec documents (id, code_name)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { id, code_name } = buildCountry();
    server.use(http.get('*/api/v1/common/country-by-code-name/jo', () => HttpResponse.json({ id, code_name })));
    const start = controlledStart();
    await renderApp(
      <StartGate>
        <p>the app</p>
      </StartGate>,
    );
    start.readyApi();
    start.readyTranslations();
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(appStore.getState().country).toMatchObject({
      id,
      code_name,
      name_en: 'JO',
      is_available: true,
      dial_code: '+962',
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Fallback in GET common\/country-by-code-name\/\{codeName\}: dial_code is missing/),
    );
  });

  it('looks the country up as soon as the API answers, without waiting for the translations', async () => {
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => calls.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      const start = controlledStart();
      await renderApp(
        <StartGate>
          <p>the app</p>
        </StartGate>,
      );
      expect(calls).toEqual([]);
      start.readyApi();
      await waitFor(() => expect(calls).toContain('/api/v1/common/country-by-code-name/jo'));
      // The country is in, the translations are not: still the overlay.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText('the app')).not.toBeInTheDocument();
      start.readyTranslations();
      expect(await screen.findByText('the app')).toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it.each<['en' | 'ar', string, string, string, string[]]>([
    [
      'en',
      'Khidma is not in Saudi Arabia yet',
      'Go to Khidma Jordan',
      'Saudi Arabia is coming soon',
      ['Jordan (available)', 'Saudi Arabia (coming soon)', 'United Kingdom (coming soon)'],
    ],
    [
      'ar',
      'خدمة غير متاحة في السعودية بعد',
      'اذهب إلى خدمة الأردن',
      'السعودية قريباً',
      ['الأردن (متاحة)', 'السعودية (قريباً)', 'المملكة المتحدة (قريباً)'],
    ],
  ])(
    'a listed country not open yet gets a page of its own (%s), leading to the Jordanian site, the countries listed',
    async (language, title, link, body, countries) => {
      await renderApp(
        <CountryComingSoon
          country={{
            id: 2,
            code_name: 'sa',
            name_ar: 'السعودية',
            name_en: 'Saudi Arabia',
            is_available: false,
            dial_code: '+966',
          }}
        />,
        { language, route: '/clients/services' },
      );
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(body))).toBeInTheDocument();
      // jsdom's host is localhost (no country prefix): the link stays on it, same page.
      expect(screen.getByRole('link', { name: link })).toHaveAttribute(
        'href',
        'http://localhost:3000/clients/services',
      );
      const listed = screen.getByRole('region', { name: language === 'en' ? 'Where Khidma works' : 'أين تعمل خدمة' });
      expect(
        within(listed)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(countries);
    },
  );
});
