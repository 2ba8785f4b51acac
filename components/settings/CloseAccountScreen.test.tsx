import { screen } from '@testing-library/react';
import { db } from '@/mocks/shared/db';
import { formatDate } from '@/services/shared/format';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { CloseAccountScreen } from './CloseAccountScreen';
import { signOut } from './sign-out';

vi.mock('./sign-out', () => ({ signOut: vi.fn() }));

const client = () => db.state.accounts.users.find((item) => item.id === DEMO.client.id)!;

describe('CloseAccountScreen', () => {
  it('explains the 30-day recovery window before anything is closed', async () => {
    await renderApp(<CloseAccountScreen />, { route: '/clients/settings/close-account', signInAs: DEMO.client.email });
    expect(screen.getByText('Signing in again within 30 days restores your account as it was.')).toBeInTheDocument();
    expect(screen.getByText('After 30 days your account and its data are deleted for good.')).toBeInTheDocument();
  });

  it('refuses a wrong password and keeps it typed', async () => {
    const { user } = await renderApp(<CloseAccountScreen />, {
      route: '/clients/settings/close-account',
      signInAs: DEMO.client.email,
    });
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The given credentials is wrong');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(client().closed_at).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('asks for the password first', async () => {
    const { user } = await renderApp(<CloseAccountScreen />, {
      route: '/clients/settings/close-account',
      signInAs: DEMO.client.email,
    });
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(client().closed_at).toBeNull();
  });

  it('closes the account, says until when it can be restored, then signs out on Done', async () => {
    const { user } = await renderApp(<CloseAccountScreen />, {
      route: '/service-providers/settings/close-account',
      signInAs: DEMO.provider.email,
    });
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Close my account' }));

    const heading = await screen.findByRole('heading', { name: 'Your account is closed' });
    expect(heading).toHaveFocus();
    const provider = db.state.accounts.users.find((item) => item.id === DEMO.provider.id)!;
    expect(provider.closed_at).not.toBeNull();
    const until = new Date(new Date(provider.closed_at!).getTime() + 30 * 24 * 60 * 60 * 1000);
    const date = formatDate(until, { language: 'en', country: 'jo' });
    expect(screen.getByRole('status')).toHaveTextContent(`You can still restore it: sign in again before ${date}.`);
    expect(signOut).not.toHaveBeenCalled();
    // The session ended with the close, not with the click on Done.
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(heading).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(signOut).toHaveBeenCalledWith('provider');
  });
});
