import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UserSettingsLayout } from '@/layouts/UserSettingsLayout';
import { server } from '@/mocks/node';
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

/** A build with push (a VAPID key inlined), as sandbox builds are. */
const withPush = () => vi.stubEnv('NEXT_PUBLIC_VAPID_PUBLIC_KEY', 'BTestKey');

/** Every call to the preferences, as the backend sees it. */
function preferencesCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/notifications/preferences/')) calls.push(request.method);
  });
  return calls;
}

describe('UserSettingsLayout', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lists every settings page and marks the current one', async () => {
    withPush();
    await renderApp(<UserSettingsLayout role="client">{page}</UserSettingsLayout>, {
      route: '/clients/settings/addresses',
      signInAs: DEMO.client.email,
    });
    // The notification settings once the backend answered their call.
    await within(menu()).findByRole('link', { name: 'Notifications' });
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

  it.each([
    ['en', 'Settings', 'Account'],
    ['ar', 'الإعدادات', 'الحساب'],
  ] as const)(
    '(%s) offers no notification settings in a build without push, and asks nothing',
    async (language, label, first) => {
      const calls = preferencesCalls();
      await renderApp(<UserSettingsLayout role="provider">{page}</UserSettingsLayout>, {
        route: '/service-providers/settings/account',
        signInAs: DEMO.provider.email,
        language,
      });
      const nav = screen.getByRole('navigation', { name: label });
      await within(nav).findByRole('link', { name: first });
      expect(within(nav).queryByRole('link', { name: /Notifications|الإشعارات/ })).not.toBeInTheDocument();
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).not.toContain('/service-providers/settings/notifications');
      expect(calls).toEqual([]);
    },
  );

  it.each([
    ['en', 'Settings'],
    ['ar', 'الإعدادات'],
  ] as const)(
    '(%s) offers no notification settings when the backend has no preferences call (404)',
    async (language, label) => {
      withPush();
      server.use(
        http.get('*/api/v1/notifications/preferences/', () =>
          HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
        ),
      );
      const calls = preferencesCalls();
      await renderApp(<UserSettingsLayout role="client">{page}</UserSettingsLayout>, {
        route: '/clients/settings/account',
        signInAs: DEMO.client.email,
        language,
      });
      await waitFor(() => expect(calls).toEqual(['GET']));
      // The answer has been read (no retry of a 404), and no toast stands over the page.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const nav = screen.getByRole('navigation', { name: label });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).not.toContain('/clients/settings/notifications');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

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
