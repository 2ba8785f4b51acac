import { screen, waitFor, within } from '@testing-library/react';
import { UserSettingsLayout } from '@/layouts/UserSettingsLayout';
import { db } from '@/mocks/shared/db';
import { appStore } from '@/store/shared/app-store';
import { readString, STORAGE_KEYS } from '@/store/shared/storage';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { signOut } from './sign-out';

vi.mock('./sign-out', () => ({ signOut: vi.fn() }));

const page = <p>the page</p>;
const userOf = (id: number) => db.state.accounts.users.find((item) => item.id === id)!;

function menu() {
  return screen.getByRole('navigation', { name: 'Settings' });
}

describe('UserSettingsLayout', () => {
  it('lists every settings page and marks the current one', async () => {
    await renderApp(<UserSettingsLayout role="client">{page}</UserSettingsLayout>, {
      route: '/clients/settings/addresses',
      signInAs: DEMO.client.email,
    });
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/clients/settings/account',
      '/clients/settings/edit-profile',
      '/clients/settings/addresses',
      '/clients/settings/change-password',
      '/clients/settings/notifications',
      '/clients/settings/close-account',
      // A client without a provider account is offered the provider wizard.
      '/service-providers/create-account',
    ]);
    expect(within(menu()).getByRole('link', { name: 'My addresses' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('the page')).toBeInTheDocument();
    // On phones the header carries the page's title and the way back to the settings list.
    await waitFor(() =>
      expect(appStore.getState().headerConfig).toEqual({
        title: 'My addresses',
        back: { href: '/clients/settings', label: 'All settings' },
      }),
    );
  });

  it('is wrapped in the role main layout by the page layout, with the provider links on the provider side', async () => {
    await renderApp(page, {
      route: '/service-providers/settings/account',
      signInAs: DEMO.provider.email,
      withLayout: true,
    });
    // The settings layout is its own chunk (PageLayout loads it lazily).
    expect(await screen.findByRole('navigation', { name: 'Settings' })).toBeInTheDocument();
    expect(document.querySelector('[data-layout="provider-main"] [data-layout="user-settings"]')).not.toBeNull();
    expect(within(menu()).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/service-providers/settings/account',
    );
    expect(within(menu()).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a signed-out visitor to the role login, coming back afterwards', async () => {
    const { router } = await renderApp(<UserSettingsLayout role="provider">{page}</UserSettingsLayout>, {
      route: '/service-providers/settings/change-password',
    });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(
        '/service-providers/auth/login?next=%2Fservice-providers%2Fsettings%2Fchange-password',
      ),
    );
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });

  it('logs out from the menu', async () => {
    const { user } = await renderApp(<UserSettingsLayout role="client">{page}</UserSettingsLayout>, {
      route: '/clients/settings',
      signInAs: DEMO.client.email,
    });
    await user.click(within(menu()).getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledWith('client');
  });

  it('changes the language from the dialog: saved for the signed-in user, then the page reloads', async () => {
    const navigation = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderApp(<UserSettingsLayout role="client">{page}</UserSettingsLayout>, {
      route: '/clients/settings',
      signInAs: DEMO.client.email,
      language: 'ar',
    });
    await user.click(
      within(screen.getByRole('navigation', { name: 'الإعدادات' })).getByRole('button', { name: 'اللغة' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'تغيير اللغة' });
    expect(within(dialog).getByRole('radio', { name: 'العربية' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(readString(STORAGE_KEYS.language)).toBe('en'));
    expect(userOf(DEMO.client.id).language).toBe('en');
    navigation.mockRestore();
  });

  it('warns a client without a provider account and offers to create one', async () => {
    const { user } = await renderApp(<UserSettingsLayout role="client">{page}</UserSettingsLayout>, {
      route: '/clients/settings',
      signInAs: DEMO.client.email,
    });
    await user.click(within(menu()).getByRole('button', { name: 'Switch to service provider' }));
    const dialog = await screen.findByRole('dialog', { name: "You don't have a service provider account" });
    expect(within(dialog).getByRole('link', { name: 'Create service provider account' })).toHaveAttribute(
      'href',
      '/service-providers/create-account',
    );
    expect(within(dialog).queryByRole('button', { name: 'Switch to service provider' })).not.toBeInTheDocument();
  });

  it('switches a client who has a provider account after the confirmation', async () => {
    userOf(DEMO.client.id).has_provider_account = true;
    const { user, router } = await renderApp(<UserSettingsLayout role="client">{page}</UserSettingsLayout>, {
      route: '/clients/settings',
      signInAs: DEMO.client.email,
    });
    await user.click(within(menu()).getByRole('button', { name: 'Switch to service provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to your service provider account?' });
    expect(userOf(DEMO.client.id).is_service_provider).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Switch to service provider' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/service-providers/homepage'));
    expect(userOf(DEMO.client.id).is_service_provider).toBe(true);
  });

  it('switches a provider back to the client side', async () => {
    const { user, router } = await renderApp(<UserSettingsLayout role="provider">{page}</UserSettingsLayout>, {
      route: '/service-providers/settings',
      signInAs: DEMO.provider.email,
    });
    await user.click(within(menu()).getByRole('button', { name: 'Switch to client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to your client account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.push).not.toHaveBeenCalled();

    await user.click(within(menu()).getByRole('button', { name: 'Switch to client' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch to client' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/clients/homepage'));
    expect(userOf(DEMO.provider.id).is_service_provider).toBe(false);
  });
});
