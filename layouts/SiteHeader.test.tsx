import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@/mocks/node';
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

  it("the wide header's search: a button until opened, then the catalogue's box with the focus; the catalogue asked for only then", async () => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/services/main-categories/')) asked.push(request.url);
    });
    const { user, router } = await renderApp(<SiteHeader role="client" />, {
      route: '/clients/my-requests',
      signInAs: DEMO.client.email,
      language: 'ar',
    });
    const open = screen.getByRole('button', { name: 'ابحث في الخدمات' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    await user.click(open);
    const box = await screen.findByRole('combobox', { name: 'ابحث في الخدمات' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('اصلاح تسريب');
    expect(await within(await screen.findByRole('listbox')).findAllByRole('option')).not.toHaveLength(0);
    expect(asked).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.asPath).toMatch(/^\/clients\/(services|categories)\/\d+$/));
    server.events.removeAllListeners();
  });

  it("has no search of its own on the home, whose box is the page's", async () => {
    await renderApp(<SiteHeader role="client" />, { route: '/clients/homepage' });
    expect(screen.getByRole('link', { name: 'Join' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search services' })).not.toBeInTheDocument();
  });
});
