import { deliverToWorker } from './push-delivery';
import type { SandboxPush } from './data/notifications/push';

/*
 * The sandbox's push reaches the app's worker (issue 43: `push-delivery` flaked when the sandbox sent
 * a push while the worker was still installing, and the push was dropped).
 */

const ENDPOINT = 'https://push.example.test/device-1';
const push = { endpoint: ENDPOINT, payload: { title: 'New job' } } as unknown as SandboxPush;

/** A container whose worker activates when the test says so, as `navigator.serviceWorker.ready` does. */
function container(endpoint: string | null) {
  const worker = { postMessage: vi.fn() };
  const registration = {
    active: null as typeof worker | null,
    installing: worker,
    pushManager: { getSubscription: async () => (endpoint ? { endpoint } : null) },
  };
  let activate!: () => void;
  const ready = new Promise<typeof registration>((resolve) => {
    activate = () => {
      registration.active = worker;
      registration.installing = null as unknown as typeof worker;
      resolve(registration);
    };
  });
  const fake = { ready, getRegistration: async () => registration } as unknown as ServiceWorkerContainer;
  return { fake, worker, activate };
}

describe('the sandbox’s push to this browser', () => {
  it('is delivered once the worker is active, when it was sent while the worker installed', async () => {
    const { fake, worker, activate } = container(ENDPOINT);
    const delivering = deliverToWorker(push, fake);
    // The page's side has done all it can before the worker activates.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(worker.postMessage).not.toHaveBeenCalled();
    activate();
    await delivering;
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'sandbox-push', payload: push.payload });
  });

  it('is not delivered to a worker whose subscription is another one', async () => {
    const { fake, worker, activate } = container('https://push.example.test/device-2');
    activate();
    await deliverToWorker(push, fake);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
