import type { ReactNode } from 'react';

/**
 * A line icon on a 24-unit grid, drawn in the text's colour and hidden from assistive technology
 * (the button or link around it says what it does): the header's menu, close and bell, the footer's social links.
 */
export function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
