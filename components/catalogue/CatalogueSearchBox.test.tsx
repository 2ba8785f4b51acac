import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/tests/render-app';
import { CatalogueSearchBox } from './CatalogueSearchBox';

// The search's code arrives when the test says so: what is typed before it must not be lost.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('./CatalogueSearch', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

// Headless UI measures the input's size for the options (jsdom has no layout).
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('the home’s search box (issue 42: Headless UI only once reached for)', () => {
  it('keeps what is typed before the search arrives, then searches it with the focus kept and the results open', async () => {
    const { user } = await renderApp(<CatalogueSearchBox />, { language: 'en' });
    const plain = screen.getByRole('combobox', { name: 'Search services' });
    // Nothing of the search yet: no list it controls.
    expect(plain).not.toHaveAttribute('aria-controls');
    await user.type(plain, 'leak');
    expect(plain).toHaveValue('leak');
    expect(plain).toHaveFocus();

    arrive();
    const search = await screen.findByRole('combobox', { name: 'Search services', expanded: true });
    expect(search).not.toBe(plain);
    expect(search).toHaveValue('leak');
    expect(search).toHaveFocus();
    const options = await within(screen.getByRole('listbox')).findAllByRole('option');
    expect(options[0]).toHaveTextContent('Leak repair');
    // Typing goes on in the search.
    await user.type(search, 's');
    await waitFor(() => expect(search).toHaveValue('leaks'));
  });
});
