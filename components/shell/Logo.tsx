/**
 * The logo (public/logo.svg, also the favicon), drawn inline at 48×36: it paints with the HTML
 * (the loading overlay is in the prerendered page) and is never downloaded again for the overlay,
 * the header and the auth screens. Decorative: the app's name sits beside it or in the title.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg width="48" height="36" viewBox="0 0 48 36" aria-hidden="true" focusable="false" className={className}>
      <rect x="1" y="1" width="46" height="34" rx="9" fill="#4E89DE" />
      <path d="M13 25V11h4v5.5l5-5.5h5l-6.2 6.6L27.5 25h-5l-4.3-5.2-1.2 1.3V25z" fill="#fff" />
      <circle cx="34" cy="22" r="3.2" fill="#139D86" />
    </svg>
  );
}
