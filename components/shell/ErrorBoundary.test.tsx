import { fireEvent, screen } from '@testing-library/react';
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
});
