/**
 * The logo at 48×36 (spec §1), drawn in the page for the overlay, the header and the auth screens: it
 * paints with the HTML (the loading overlay is in the prerendered page) and is never downloaded. Shapes in
 * the document, not an image of them: an SVG image costs Chromium a document of its own on the main thread
 * (3-9 ms unthrottled on the start, before the first paint). Shapes count for the first contentful paint as
 * the image did: the overlay's paint is still the first (FCP = first paint). Decorative: the app's name sits
 * beside it or in the title. The same drawing as ./logo-file.ts (Logo.test.tsx).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg width="48" height="36" viewBox="0 0 48 36" aria-hidden="true" className={className}>
      <rect x="1" y="1" width="46" height="34" rx="9" fill="#4E89DE" />
      <path d="M13 25V11h4v5.5l5-5.5h5l-6.2 6.6L27.5 25h-5l-4.3-5.2-1.2 1.3V25z" fill="#fff" />
      <circle cx="34" cy="22" r="3.2" fill="#139D86" />
    </svg>
  );
}
