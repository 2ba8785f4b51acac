import { fireEvent, screen } from '@testing-library/react';
import { lazy } from 'react';
import { renderApp } from '@/tests/render-app';
import { ErrorBoundary } from './ErrorBoundary';

let broken = false;
function Fragile() {
  if (broken) throw new Error('boom');
  return <p>the screen</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    ['en', 'This screen ran into a problem', 'Try again'],
    ['ar', 'واجهت هذه الصفحة مشكلة', 'حاول مرة أخرى'],
  ] as const)(
    'in %s, a crash shows a translated message with a retry that recovers',
    async (language, title, retry) => {
      broken = true;
      await renderApp(
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>,
        { language },
      );
      expect(screen.getByRole('alert')).toHaveTextContent(title);
      expect(screen.queryByText('the screen')).not.toBeInTheDocument();
      broken = false;
      fireEvent.click(screen.getByRole('button', { name: retry }));
      expect(screen.getByText('the screen')).toBeInTheDocument();
    },
  );

  it('clears itself when the page changes (resetKey)', async () => {
    broken = true;
    const { rerender } = await renderApp(
      <ErrorBoundary resetKey="/clients/a">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    rerender(
      <ErrorBoundary resetKey="/clients/b">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it('loads the page again for a part of an older build the server no longer has, once, then offers it', async () => {
    sessionStorage.clear();
    const chunkFailure = () =>
      Promise.reject(
        Object.assign(new Error('Failed to load chunk /_next/static/chunks/0f3a.js from module 4821'), {
          name: 'ChunkLoadError',
        }),
      );
    // jsdom does not navigate: what the reload left behind is its guard, and nothing drawn meanwhile.
    const FirstTry = lazy(chunkFailure);
    const first = await renderApp(
      <ErrorBoundary>
        <FirstTry />
      </ErrorBoundary>,
    );
    await vi.waitFor(() => expect(sessionStorage.getItem('stale-build-reload')).toMatch(/^\/clients\/homepage \d+$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // The same part fails again within the minute (the new build lacks it too): the message, no loop.
    const Again = lazy(chunkFailure);
    await renderApp(
      <ErrorBoundary>
        <Again />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen ran into a problem');
  });
});
