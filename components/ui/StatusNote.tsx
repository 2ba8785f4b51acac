import type { ReactNode } from 'react';

/** A success line that screen readers announce (role="status"). */
export function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
      {children}
    </p>
  );
}
