import type { SandboxPush } from './data/notifications/push';

/**
 * A push the sandbox sent to this browser's own subscription reaches the page's service worker as a
 * message, which public/sw-push.js shows exactly as a real push (docs/sandbox.md "Push"). A push sent
 * while the worker is still installing or waiting is delivered once it is active (`ready`), not dropped.
 */
export async function deliverToWorker(
  push: SandboxPush,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<void> {
  if (!container) return;
  const registration = await container.ready;
  const subscription = await registration.pushManager?.getSubscription().catch(() => null);
  if (subscription?.endpoint !== push.endpoint) return;
  registration.active?.postMessage({ type: 'sandbox-push', payload: push.payload });
}
