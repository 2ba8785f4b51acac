import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { showToast } from '@/store/shared/app-store';
import { renderApp } from '@/tests/render-app';

// renderApp mounts the app's ToastBridge, as _app does.
describe('ToastBridge (spec §2: react-hot-toast, top-centre, 9 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => toast.remove()); // react-hot-toast keeps its toasts in a module-level store
  });

  it.each([
    ['en', 'Error', 'Something went Wrong'],
    ['ar', 'خطأ', 'حدث خطأ ما'],
  ] as const)('in %s, translates the header and the message', async (language, header, message) => {
    await renderApp(<main />, { language });
    act(() => showToast({ kind: 'error', header: 'MESSAGES:ERROR', message: 'MESSAGES:ERROR_MESSAGE' }));
    expect(await screen.findByText(header)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("shows the server's own text as is", async () => {
    await renderApp(<main />);
    act(() => showToast({ kind: 'error', message: 'The given credentials is wrong', raw: true }));
    expect(await screen.findByText('The given credentials is wrong')).toBeInTheDocument();
  });

  it('sits at the top centre and stays 9 seconds', async () => {
    await renderApp(<main />);
    // A first toast fetches react-hot-toast (real timers); then the clock is the test's alone, not
    // advanced by real time: however slow the machine, the toast ages only by the ticks below.
    act(() => showToast({ kind: 'info', message: 'Loaded', raw: true }));
    await screen.findByText('Loaded');
    act(() => toast.remove());
    vi.useFakeTimers();
    act(() => showToast({ kind: 'info', message: 'Nine seconds', raw: true }));
    const shown = screen.getByText('Nine seconds');
    expect(shown.closest('[style*="justify-content"]')).toHaveStyle({ justifyContent: 'center', top: '0px' });

    // Second by second (each step lets react-hot-toast's timers and effects run)...
    const tick = () => act(async () => vi.advanceTimersByTime(1000));
    // the spec's 9 s, written out: the test must not follow a changed constant. Dismissed at 9 s,
    // it leaves with its exit animation (1 s): there at 9 s, gone at 10 s (at 9 s after an 8-s toast,
    // there at 10 s after a 10-s one).
    for (let second = 1; second <= 9; second += 1) {
      await tick();
      expect(screen.getByText('Nine seconds')).toBeInTheDocument();
    }
    await tick();
    expect(screen.queryByText('Nine seconds')).not.toBeInTheDocument();
  });
});
