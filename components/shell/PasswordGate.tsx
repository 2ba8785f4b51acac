import { lazy, Suspense, useState, type ReactNode } from 'react';
import { gateRequired } from './site-gate';

const PasswordGateScreen = lazy(() => import('./PasswordGateScreen'));

/** Shows the site password gate (spec §1) instead of the app while the visit must pass it. */
export function PasswordGate({ children }: { children: ReactNode }) {
  const [locked, setLocked] = useState(gateRequired);
  if (!locked) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <PasswordGateScreen onUnlock={() => setLocked(false)} />
    </Suspense>
  );
}
