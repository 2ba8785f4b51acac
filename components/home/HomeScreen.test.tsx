import { screen, waitFor, within } from '@testing-library/react';
import { resetSandbox, server } from '@/mocks/node';
import { sandboxControl } from '@/mocks/shared/control';
import { FakeObserver } from '@/tests/fake-intersection-observer';
import { renderApp } from '@/tests/render-app';
import { HomeScreen } from './HomeScreen';

describe('HomeScreen', () => {
  it('shows the seeded categories in English, each linking to its place on the services page', async () => {
    await renderApp(<HomeScreen />, { language: 'en' });
    const plumbing = await screen.findByRole('link', { name: /Plumbing/ });
    expect(plumbing).toHaveAttribute('href', '/clients/categories/2');
    expect(plumbing).toHaveTextContent('4 services');
    for (const name of [
      'Cleaning',
      'Electrical',
      'AC maintenance',
      'Moving',
      'Painting',
      'Carpentry',
      'Pest control',
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it('shows the seeded categories and testimonials in Arabic', async () => {
    await renderApp(<HomeScreen />, { language: 'ar' });
    expect(await screen.findByRole('link', { name: /السباكة/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /مكافحة الحشرات/ })).toBeInTheDocument();
    expect(screen.queryByText('Plumbing')).not.toBeInTheDocument();
    // Below the fold: its code arrives after the first paint.
    const testimonials = await screen.findByRole('region', { name: 'ماذا يقول مستخدمونا' });
    expect(await within(testimonials).findByText(/ديما ع\./)).toBeInTheDocument();
  });

  it('asks for how it works and the testimonials only as the person scrolls near them', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => calls.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      await renderApp(<HomeScreen />, { language: 'en' });
      expect(await screen.findByRole('link', { name: /Plumbing/ })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'How it works' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'What people say' })).not.toBeInTheDocument();
      expect(calls).not.toContain('/api/v1/testimonials/');

      FakeObserver.made.at(-1)?.move(true);
      expect(await screen.findByRole('heading', { name: 'How it works' })).toBeInTheDocument();
      const testimonials = await screen.findByRole('region', { name: 'What people say' });
      expect(await within(testimonials).findAllByRole('figure')).not.toHaveLength(0);
      await waitFor(() => expect(calls).toContain('/api/v1/testimonials/'));
    } finally {
      server.events.removeListener('request:start', record);
      vi.unstubAllGlobals();
      FakeObserver.made = [];
    }
  });

  it('keeps provider links on the provider side', async () => {
    await renderApp(<HomeScreen />, { route: '/service-providers/homepage' });
    expect(await screen.findByRole('link', { name: /Cleaning/ })).toHaveAttribute(
      'href',
      '/service-providers/categories/1',
    );
  });

  it('says so when the catalogue is empty', async () => {
    resetSandbox('empty-catalogue');
    await renderApp(<HomeScreen />);
    expect(await screen.findByText('No services are listed yet. Please check back soon.')).toBeInTheDocument();
  });

  it('shows the error and retries when the catalogue fails to load', async () => {
    sandboxControl.fail({ path: 'services/main-categories/', status: 500, error: 'Something went Wrong', times: 1 });
    const { user } = await renderApp(<HomeScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went Wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Plumbing/ })).toBeInTheDocument();
  });
});
