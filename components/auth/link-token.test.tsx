import { screen, waitFor } from '@testing-library/react';
import { db } from '@/mocks/shared/db';
import { issueToken } from '@/mocks/tables/auth/accounts';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { VerifyEmailScreen } from './VerifyEmailScreen';

/* An emailed link's token leaves the address bar once read (history replaced), and the screen still uses it. */

const userOf = (email: string) => {
  const user = db.state.accounts.users.find((item) => item.email === email);
  if (!user) throw new Error(email);
  return user;
};

describe('emailed link tokens', () => {
  it('reset password: the token leaves the address, the other parameters stay, the form still resets', async () => {
    const token = issueToken(userOf(DEMO.client.email), 'reset-password');
    const { router, user } = await renderApp(<ResetPasswordScreen />, {
      route: `/clients/auth/resetPassword?token=${token}&lang=en`,
    });
    await waitFor(() => expect(router.asPath).toBe('/clients/auth/resetPassword?lang=en'));
    await user.type(await screen.findByLabelText('New password'), 'NewPassword1');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPassword1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password was changed' })).toBeVisible();
    expect(userOf(DEMO.client.email).password).not.toBe(DEMO_PASSWORD);
  });

  it('verify email: the token leaves the address and the email is confirmed', async () => {
    const token = issueToken(userOf(DEMO.unverified.email), 'verify-email');
    const { router } = await renderApp(<VerifyEmailScreen />, { route: `/clients/auth/verify-email?token=${token}` });
    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
    expect(router.asPath).toBe('/clients/auth/verify-email');
    expect(userOf(DEMO.unverified.email).is_email_verified).toBe(true);
  });
});
