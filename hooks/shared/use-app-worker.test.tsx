import { act, renderHook, waitFor } from '@testing-library/react';
import { WORKER_MESSAGES } from '@/services/shared/app-worker';
import { useAppWorker } from './use-app-worker';

/** A browser with our worker in control (an older build) and a newer one waiting for the user's Reload. */
function browserWithWaitingVersion() {
  const container = new EventTarget();
  const worker = (build: string) => ({ scriptURL: `${location.origin}/sw.js?v=${build}`, postMessage: vi.fn() });
  const active = worker('old');
  const waiting = worker('new');
  const registration = Object.assign(new EventTarget(), { installing: null, waiting, active });
  const register = vi.fn(() => Promise.resolve(registration));
  Object.assign(container, {
    controller: active,
    getRegistration: () => Promise.resolve(registration),
    register,
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { active, waiting, register };
}

describe('useAppWorker', () => {
  beforeEach(() => Object.assign(window, { __NEXT_DATA__: { buildId: 'b-page' } }));
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, '__NEXT_DATA__');
  });

  it('offers the waiting version without registering this page’s (older) build over it', async () => {
    const { register, active } = browserWithWaitingVersion();
    const { result } = renderHook(() => useAppWorker());
    await waitFor(() => expect(result.current.updateReady).toBe(true));
    expect(register).not.toHaveBeenCalled();
    expect(active.postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGES.status, build: 'b-page' });
  });

  it('says its build to a version that takes it over (another tab’s Reload)', async () => {
    const { active, waiting } = browserWithWaitingVersion();
    renderHook(() => useAppWorker());
    await waitFor(() => expect(active.postMessage).toHaveBeenCalled());
    const container = navigator.serviceWorker as unknown as EventTarget & { controller: unknown };
    container.controller = waiting;
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGES.status, build: 'b-page' });
  });

  it('a second tap on Reload sends nothing more', async () => {
    const { waiting } = browserWithWaitingVersion();
    const { result } = renderHook(() => useAppWorker());
    await waitFor(() => expect(result.current.updateReady).toBe(true));
    expect(result.current.reloading).toBe(false);
    act(() => result.current.reload());
    expect(result.current.reloading).toBe(true);
    act(() => result.current.reload());
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGES.skipWaiting });
  });
});
