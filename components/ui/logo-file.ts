/** The logo's drawing; public/logo.svg, the brand file for links from outside the app, holds the same (a test says so). */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="36" viewBox="0 0 48 36">' +
  '<rect x="1" y="1" width="46" height="34" rx="9" fill="#4E89DE"/>' +
  '<path d="M13 25V11h4v5.5l5-5.5h5l-6.2 6.6L27.5 25h-5l-4.3-5.2-1.2 1.3V25z" fill="#fff"/>' +
  '<circle cx="34" cy="22" r="3.2" fill="#139D86"/></svg>';

/** The favicon (pages/_document.tsx, server-side only: no page's script carries the drawing twice), never downloaded. */
export const LOGO_SRC = `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`;
