import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/tests/render-app';
import { HomeScreen } from './HomeScreen';

// Headless UI measures the input's size for the options (jsdom has no layout).
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('the home search (issue 44)', () => {
  it('in Arabic, finds a service whatever the hamza and the article, and opens it from the keyboard', async () => {
    const { user, router } = await renderApp(<HomeScreen />, { language: 'ar' });
    // A plain box until focused, then the search with what was typed (components/catalogue/CatalogueSearchBox).
    await user.type(await screen.findByRole('combobox', { name: 'ابحث في الخدمات' }), 'اصلاح تسريب');
    const list = await screen.findByRole('listbox');
    const box = screen.getByRole('combobox', { name: 'ابحث في الخدمات' });
    expect(box).toHaveValue('اصلاح تسريب');
    // The name match comes first.
    const options = within(list).getAllByRole('option');
    expect(options[0]).toHaveTextContent('إصلاح التسريبات');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.asPath).toMatch(/^\/clients\/(services|categories)\/\d+$/));
  });

  it('in English, with nothing found, offers the nearest categories and the request form', async () => {
    const { user } = await renderApp(<HomeScreen />, { language: 'en' });
    await user.type(await screen.findByRole('combobox', { name: 'Search services' }), 'plumber zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No result found');
    const nearest = screen.getByRole('heading', { name: 'Nearest categories' }).parentElement!;
    expect(within(nearest).getByRole('link', { name: 'Plumbing' })).toHaveAttribute('href', '/clients/categories/2');
    expect(within(nearest).getByRole('link', { name: /^Request “/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/clients\/services\/\d+\?request=1$/),
    );
  });
});
