import { fireEvent, render, screen } from '@testing-library/react';
import { i18next, initI18n } from '@/locales/i18n';
import { AppError } from '@/services/api/errors';
import { QueryView, type QueryStates } from './QueryView';

/* The ladder every query screen draws: loading (announced), the error with a retry, empty, content. */

const pending: QueryStates<string[]> = {
  isPending: true,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => Promise.resolve(),
};
const settled = <T,>(data: T): QueryStates<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: () => Promise.resolve(),
});

function renderList(query: QueryStates<string[]>, empty?: string) {
  return render(
    <QueryView query={query} loading="Loading the list" reserve="min-h-64" empty={empty}>
      {(items) => (
        <ul aria-label="items">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['common', 'MESSAGES']);
});

describe('QueryView', () => {
  it('announces loading politely, keeping the room the content will take', () => {
    renderList(pending);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the list');
    expect(status).toHaveClass('min-h-64');
  });

  it('draws a skeleton given in place of the label', () => {
    render(
      <QueryView query={pending} loading={<p>skeleton</p>}>
        {() => 'content'}
      </QueryView>,
    );
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's error with a retry that refetches", () => {
    const refetch = vi.fn(() => Promise.resolve());
    renderList({ isPending: false, isError: true, error: new AppError(500, 'Server down'), data: undefined, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('hands the error and the retry to a screen that draws its own', () => {
    const refetch = vi.fn(() => Promise.resolve());
    render(
      <QueryView
        query={{ ...pending, isPending: false, isError: true, error: new Error('x'), refetch }}
        loading="…"
        error={(_error, retry) => <button onClick={retry}>Reload</button>}
      >
        {() => 'content'}
      </QueryView>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it.each<[string, unknown, boolean]>([
    ['an empty list', [], true],
    ['a list with an item', ['a'], false],
    ['pages with no results', { pages: [{ results: [] }], pageParams: [1] }, true],
    ['pages with a result', { pages: [{ results: [] }, { results: [1] }], pageParams: [1, 2] }, false],
    ['an object that is no list', { id: 1 }, false],
  ])('empty state or content for %s', (_, data, empty) => {
    render(
      <QueryView query={settled(data)} loading="…" empty="Nothing yet">
        {() => <p>content</p>}
      </QueryView>,
    );
    expect(screen.queryByText('Nothing yet') !== null).toBe(empty);
    expect(screen.queryByText('content') !== null).toBe(!empty);
  });

  it('draws the content from the data, and an empty list too when no empty state is given', () => {
    const { unmount } = renderList(settled(['Plumbing', 'Cleaning']), 'Nothing yet');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Plumbing', 'Cleaning']);
    unmount();
    renderList(settled([]));
    expect(screen.getByRole('list', { name: 'items' })).toBeEmptyDOMElement();
  });
});
