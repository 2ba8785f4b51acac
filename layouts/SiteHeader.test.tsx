import { screen, within } from '@testing-library/react';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { SiteHeader } from './SiteHeader';

describe('the site header, composed with the domains', () => {
  it('a signed-in person gets the bell and the user menu', async () => {
    await renderApp(<SiteHeader role="client" />, { route: '/clients/homepage', signInAs: DEMO.client.email });
    expect(screen.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('href', '/clients/notifications');
    // Its chunk and logout's arrive together (opening it needs a browser's ResizeObserver: e2e/shell.spec.ts).
    expect(await screen.findByRole('button', { name: /^Account menu of / })).toBeInTheDocument();
  });

  it('a guest gets no bell and no user menu, but sign in and join', async () => {
    await renderApp(<SiteHeader role="client" />, { route: '/clients/homepage' });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Account menu of / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/clients/auth/register');
  });

  it('in the phone drawer, "Switch to service provider" gives way to the confirmation, which offers a client without a provider account the wizard', async () => {
    const { user } = await renderApp(<SiteHeader role="client" />, {
      route: '/clients/homepage',
      signInAs: DEMO.client.email,
    });
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
