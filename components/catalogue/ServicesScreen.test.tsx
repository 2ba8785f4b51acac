import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { buildMainCategory } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { ServicesScreen } from './ServicesScreen';

describe('ServicesScreen', () => {
  it('draws a category whose icon the app does not know with the generic glyph', async () => {
    server.use(
      http.get('*/api/v1/services/main-categories/', () =>
        HttpResponse.json([buildMainCategory({ icon: 'rocket' as never })]),
      ),
    );
    const { container } = await renderApp(<ServicesScreen />, { route: '/clients/services' });
    expect(await screen.findByRole('list', { name: 'Plumbing' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('[data-icon="generic"] svg')).not.toBeNull());
  });

  it('lists every category with its sub-services', async () => {
    await renderApp(<ServicesScreen />, { route: '/clients/services' });
    const plumbing = await screen.findByRole('list', { name: 'Plumbing' });
    expect(within(plumbing).getByText('Leak repair')).toBeInTheDocument();
    expect(within(plumbing).getByText('Drain unclogging')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  });

  it('speaks Arabic', async () => {
    await renderApp(<ServicesScreen />, { route: '/clients/services', language: 'ar' });
    const ac = await screen.findByRole('list', { name: 'صيانة المكيفات' });
    expect(within(ac).getByText('تعبئة غاز المكيف')).toBeInTheDocument();
  });
});
