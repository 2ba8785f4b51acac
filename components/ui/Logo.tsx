/** The logo's drawing; public/logo.svg, the brand file for links from outside the app, holds the same (a test says so). */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="36" viewBox="0 0 48 36">' +
  '<rect x="1" y="1" width="46" height="34" rx="9" fill="#4E89DE"/>' +
  '<path d="M13 25V11h4v5.5l5-5.5h5l-6.2 6.6L27.5 25h-5l-4.3-5.2-1.2 1.3V25z" fill="#fff"/>' +
  '<circle cx="34" cy="22" r="3.2" fill="#139D86"/></svg>';

/** The logo as an address inside the page: the overlay, the header and the favicon (pages/_document.tsx) never download it. */
export const LOGO_SRC = `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`;

/**
 * The logo at 48×36 (spec §1), an image whose source is in the page: it paints with the HTML (the
 * loading overlay is in the prerendered page) and is never downloaded, for the overlay, the header
 * and the auth screens. An image, not inline SVG shapes: browsers count an image as the first
 * contentful paint, so the overlay is the page's first paint. Decorative: the app's name sits
 * beside it or in the title.
 */
export function Logo({ className }: { className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- a 48×36 drawing in the page: nothing for next/image to do
  return <img src={LOGO_SRC} width={48} height={36} alt="" className={className} />;
}
