import { screen, waitFor, within } from '@testing-library/react';
import { createRequest, requestById } from '@/mocks/sandbox-create';
import { referenceOf } from '@/mocks/tables/requests/requests';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { MyRequestsScreen } from './MyRequestsScreen';

describe('my requests', () => {
  it('lists the current ones newest first with reference, status and offers; the tab is in the URL', async () => {
    const answered = createRequest({
      client: DEMO.client.email,
      ageDays: 0.01,
      offers: [
        { provider: DEMO.provider.email, price: 40 },
        { provider: DEMO.company.email, price: 45 },
      ],
    });
    const waiting = createRequest({ client: DEMO.client.email });
    await renderApp(<MyRequestsScreen />, { route: '/clients/my-requests', signInAs: DEMO.client.email });
    const tabs = screen.getByRole('navigation', { name: 'Requests' });
    expect(within(tabs).getByRole('link', { name: 'Current' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/clients/my-requests?tab=previous',
    );
    const rows = await screen.findAllByRole('link', { name: /JO-\d{4}-\d{6}/ });
    expect(rows.slice(0, 2).map((row) => row.getAttribute('href'))).toEqual([
      `/clients/my-requests/${waiting}`,
      `/clients/my-requests/${answered}`,
    ]);
    expect(rows[0]).toHaveAccessibleName(new RegExp(referenceOf(requestById(waiting))));
    expect(rows[0]).toHaveTextContent('Waiting for offers');
    expect(rows[1]).toHaveTextContent('2 offers');
  });

  it('shows the previous ones, newest first, each with how it ended', async () => {
    await renderApp(<MyRequestsScreen />, { route: '/clients/my-requests?tab=previous', signInAs: DEMO.client.email });
    const rows = await screen.findAllByRole('link', { name: /JO-\d{4}-\d{6}/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Closed'),
      expect.stringContaining('Completed'),
      expect.stringContaining('Cancelled'),
    ]);
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    const { router } = await renderApp(<MyRequestsScreen />, { route: '/clients/my-requests' });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/clients/auth/login?next=%2Fclients%2Fmy-requests'),
    );
  });
});
