import { screen, waitFor, within } from '@testing-library/react';
import { createRequest } from '@/mocks/sandbox-create';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { NotificationsScreen } from './NotificationsScreen';

const unreadOf = (userId: number) =>
  db.state.market.notifications.filter((note) => note.user === userId && !note.is_read).length;

describe('the notifications screen', () => {
  it('lists mine newest first, the unread marked, each linking to its request or my reviews', async () => {
    const request = createRequest({
      client: DEMO.client.email,
      offers: [{ provider: DEMO.provider.email, price: 40 }],
    });
    await renderApp(<NotificationsScreen />, { route: '/clients/notifications', signInAs: DEMO.client.email });
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('link', { name: 'New offer on your request' })).toHaveAttribute(
      'href',
      `/clients/my-requests/${request}#offers`,
    );
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(items[4]!).getByRole('link', { name: 'You were rated' })).toHaveAttribute('href', '/clients/reviews');
    expect(within(items[4]!).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('marks one, then all, read', async () => {
    const { user } = await renderApp(<NotificationsScreen />, {
      route: '/clients/notifications',
      signInAs: DEMO.client.email,
    });
    const items = await screen.findAllByRole('article');
    await user.click(within(items[0]!).getByRole('button', { name: /Mark as read/ }));
    await waitFor(() => expect(unreadOf(DEMO.client.id)).toBe(1));
    await waitFor(() => expect(screen.getAllByText('Unread')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(unreadOf(DEMO.client.id)).toBe(0);
  });

  it('sends a signed-out visitor to the login', async () => {
    const { router } = await renderApp(<NotificationsScreen />, { route: '/clients/notifications' });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/clients/auth/login?next=%2Fclients%2Fnotifications'),
    );
  });
});
