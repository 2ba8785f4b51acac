import { screen, within } from '@testing-library/react';
import { renderApp } from '@/tests/render-app';
import { ServicesScreen } from './ServicesScreen';

describe('ServicesScreen', () => {
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
