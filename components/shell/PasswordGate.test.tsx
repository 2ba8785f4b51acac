import { screen } from '@testing-library/react';
import { renderApp } from '@/tests/render-app';
import { PasswordGate } from './PasswordGate';

const gated = (
  <PasswordGate>
    <p>the site</p>
  </PasswordGate>
);

beforeEach(() => {
  // react-hot-toast asks for the reduced-motion preference, which jsdom lacks.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener() {},
    removeEventListener() {},
  }));
});

describe('PasswordGate', () => {
  it('lets everyone in when no password is set', async () => {
    await renderApp(gated);
    expect(screen.getByText('the site')).toBeInTheDocument();
  });

  it('toasts on a wrong password and lets in on the right one', async () => {
    localStorage.setItem('SANDBOX_SITE_PASSWORD', 'open-sesame');
    const { user } = await renderApp(gated);
    expect(await screen.findByRole('heading', { name: 'Enter Password' })).toBeInTheDocument();
    expect(screen.queryByText('the site')).not.toBeInTheDocument();
    const field = screen.getByLabelText('Password');
    expect(field).toHaveFocus();

    await user.type(field, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.getByText('Verify password and try again')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.queryByText('the site')).not.toBeInTheDocument();

    await user.type(field, 'open-sesame{Enter}');
    expect(screen.getByText('the site')).toBeInTheDocument();
    expect(localStorage.getItem('PAGE_CONFIG')).toBe('{"siteUnlocked":true}');
  });

  it('stays open once unlocked', async () => {
    localStorage.setItem('SANDBOX_SITE_PASSWORD', 'open-sesame');
    localStorage.setItem('PAGE_CONFIG', '{"siteUnlocked":true}');
    await renderApp(gated);
    expect(screen.getByText('the site')).toBeInTheDocument();
  });

  it('shows in Arabic', async () => {
    localStorage.setItem('SANDBOX_SITE_PASSWORD', 'open-sesame');
    await renderApp(gated, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'أدخل كلمة المرور' })).toBeInTheDocument();
  });
});
