import { screen, within } from '@testing-library/react';
import { useAppState } from '@/store/shared/app-store';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { MobileMenu } from './MobileMenu';

function SignedInMenu() {
  const profile = useAppState((state) => state.user);
  return <MobileMenu role="client" profile={profile} path="/clients/homepage" />;
}

describe('the phone drawer', () => {
  it('"Switch to service provider" gives way to the confirmation, which offers a client without a provider account the wizard', async () => {
    const { user } = await renderApp(<SignedInMenu />, { route: '/clients/homepage', signInAs: DEMO.client.email });
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', {
        name: 'Switch to service provider',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: "You don't have a service provider account" });
    expect(within(dialog).getByRole('link', { name: 'Create service provider account' })).toHaveAttribute(
      'href',
      '/service-providers/create-account',
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
