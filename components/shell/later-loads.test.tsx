import { screen } from '@testing-library/react';
import { afterFirstPaint } from '@/hooks/shared/first-paint';
import { loadTranslationTable } from '@/locales/i18n';
import { warmApiClient } from '@/services/api/api-client';
import { renderApp } from '@/tests/render-app';
import { linkManifest } from './later-loads';
import { prepareApp } from './start-sequence';
import { StartGate } from './StartGate';

vi.mock('./start-sequence', () => ({ prepareApp: vi.fn() }));
vi.mock('@/hooks/shared/first-paint', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/hooks/shared/first-paint')>()),
  afterFirstPaint: vi.fn(() => () => undefined),
}));
vi.mock('@/services/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/services/api/api-client')>()),
  warmApiClient: vi.fn(),
}));
vi.mock('@/locales/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/locales/i18n')>()),
  loadTranslationTable: vi.fn(),
}));

const manifestLinks = () =>
  [...document.head.querySelectorAll('link[rel=manifest]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.querySelectorAll('link[rel=manifest]').forEach((link) => link.remove());
  document.documentElement.lang = 'ar';
});

describe('what loads after the first paint', () => {
  it('the start asks for the manifest, the API client’s code and the table of translation files only once its first screen has painted', async () => {
    vi.mocked(prepareApp).mockReturnValueOnce({ api: Promise.resolve(), translations: Promise.resolve() });
    await renderApp(
      <StartGate>
        <p>the app</p>
      </StartGate>,
      { language: 'en' },
    );
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(warmApiClient).not.toHaveBeenCalled();
    expect(loadTranslationTable).not.toHaveBeenCalled();
    expect(manifestLinks()).toEqual([]);
    for (const [run] of vi.mocked(afterFirstPaint).mock.calls) run();
    expect(warmApiClient).toHaveBeenCalledOnce();
    expect(loadTranslationTable).toHaveBeenCalledOnce();
    expect(manifestLinks()).toEqual(['/manifest.en.webmanifest']);
  });

  it.each([
    ['ar', '/manifest.ar.webmanifest'],
    ['en', '/manifest.en.webmanifest'],
    ['xx', '/manifest.ar.webmanifest'],
  ])('links the manifest of the page’s language (%s), once', (language, href) => {
    document.documentElement.lang = language;
    linkManifest();
    linkManifest();
    expect(manifestLinks()).toEqual([href]);
  });
});
