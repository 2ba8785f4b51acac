import { screen, within } from '@testing-library/react';
import { resetSandbox } from '@/mocks/node';
import { sandboxControl } from '@/mocks/shared/control';
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
