import { lazy, Suspense } from 'react';
import type { Role } from '@/services/shared/routes';

/*
 * The push parts load after the first paint, and only in a build with a VAPID public key:
 * NEXT_PUBLIC_VAPID_PUBLIC_KEY is inlined ('' when unset: next.config.ts), so such a build drops
 * these imports and has no push code in any chunk.
 */
const DeviceCard = process.env.NEXT_PUBLIC_VAPID_PUBLIC_KEY ? lazy(() => import('./PushDeviceCard')) : null;
const OptInCard = process.env.NEXT_PUBLIC_VAPID_PUBLIC_KEY ? lazy(() => import('./PushOptInCard')) : null;

/** Push on this device, in the notification settings. */
export function PushDeviceSlot({ role }: { role: Role }) {
  return DeviceCard ? (
    <Suspense fallback={null}>
      <DeviceCard role={role} />
    </Suspense>
  ) : null;
}

/** The card that offers push to a provider who just sent an offer, or a client who just sent a request. */
export function PushOptInSlot({ role }: { role: Role }) {
  return OptInCard ? (
    <Suspense fallback={null}>
      <OptInCard role={role} />
    </Suspense>
  ) : null;
}
