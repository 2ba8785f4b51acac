import { screen } from '@testing-library/react';
import { db } from '@/mocks/shared/db';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { ChangePasswordScreen } from './ChangePasswordScreen';

const route = '/clients/settings/change-password';
const client = () => db.state.accounts.users.find((item) => item.id === DEMO.client.id)!;

async function fill(user: Awaited<ReturnType<typeof renderApp>>['user'], old: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current password'), old);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordScreen', () => {
  it('says when the new password and its confirmation differ, without calling the server', async () => {
    const { user } = await renderApp(<ChangePasswordScreen />, { route, signInAs: DEMO.client.email });
    await fill(user, DEMO_PASSWORD, 'NewPassword1', 'NewPassword2');
    expect(await screen.findByText('Password dose not match')).toHaveAttribute('role', 'alert');
    expect(client().password).toBe(DEMO_PASSWORD);
  });

  it('shows the wrong-old-password error and keeps what was typed', async () => {
    const { user } = await renderApp(<ChangePasswordScreen />, { route, signInAs: DEMO.client.email });
    await fill(user, 'NotMyPassword', 'NewPassword1', 'NewPassword1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The given credentials is wrong');
    expect(screen.getByLabelText('Current password')).toHaveValue('NotMyPassword');
    expect(screen.getByLabelText('New password')).toHaveValue('NewPassword1');
    expect(client().password).toBe(DEMO_PASSWORD);
  });

  it('changes the password and clears the form', async () => {
    const { user } = await renderApp(<ChangePasswordScreen />, { route, signInAs: DEMO.client.email });
    await fill(user, DEMO_PASSWORD, 'NewPassword1', 'NewPassword1');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(client().password).toBe('NewPassword1');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the copy in Arabic', async () => {
    await renderApp(<ChangePasswordScreen />, { route, signInAs: DEMO.client.email, language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'تغيير كلمة المرور' })).toBeInTheDocument();
  });
});
