import { screen } from '@testing-library/react';
import { renderApp } from '@/tests/render-app';
import { CountryComingSoon } from './CountryComingSoon';
import { StartGate } from './StartGate';
import { prepareApp } from './start-sequence';

vi.mock('./start-sequence', () => ({ prepareApp: vi.fn() }));

describe('StartGate', () => {
  it('ends a failed start (the sandbox worker or i18n) in the retry screen, not an endless overlay', async () => {
    vi.mocked(prepareApp).mockRejectedValueOnce(new Error('worker failed to register'));
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

  it('shows the app once the start sequence and the country are in', async () => {
    vi.mocked(prepareApp).mockResolvedValueOnce('en');
    await renderApp(
      <StartGate>
        <p>the app</p>
      </StartGate>,
    );
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it.each<['en' | 'ar', string, string, string]>([
    ['en', 'Khidma is not in Saudi Arabia yet', 'Go to Khidma Jordan', 'Saudi Arabia is coming soon'],
    ['ar', 'خدمة غير متاحة في السعودية بعد', 'اذهب إلى خدمة الأردن', 'السعودية قريباً'],
  ])('a listed country not open yet gets a page of its own (%s), leading to the Jordanian site', async (language, title, link, body) => {
    await renderApp(
      <CountryComingSoon
        country={{ id: 2, code_name: 'sa', name_ar: 'السعودية', name_en: 'Saudi Arabia', is_available: false, dial_code: '+966' }}
      />,
      { language, route: '/clients/services' },
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(body))).toBeInTheDocument();
    // jsdom's host is localhost (no country prefix): the link stays on it, same page.
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', 'http://localhost:3000/clients/services');
  });
});
