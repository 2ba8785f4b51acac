/**
 * The seeded articles' cover pictures: small illustrations drawn here as SVG data URLs, so the
 * sandbox needs no image files and nothing comes from elsewhere (a real backend sends URLs of
 * its own images; the CSP's img-src allows the API origin and data:). 16:9, like the card.
 */
const svg = (background: string, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${background}"/>${body}</svg>`,
  )}`;

export const ARTICLE_COVERS = {
  /** A profile card with a tick: choosing a provider. */
  chooseProvider: svg(
    '#E8F0FB',
    '<rect x="96" y="40" width="128" height="100" rx="12" fill="#fff" stroke="#2F6CC0" stroke-width="4"/><circle cx="136" cy="78" r="16" fill="#2F6CC0"/><path d="M114 122c4-14 14-20 22-20s18 6 22 20" fill="#2F6CC0"/><path d="M176 72h32M176 90h24" stroke="#9DB9E4" stroke-width="6" stroke-linecap="round"/><circle cx="224" cy="136" r="22" fill="#0F7A68"/><path d="m213 136 8 8 15-16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
  /** An air conditioner with cold air and a sun: the AC before summer. */
  acSummer: svg(
    '#E6F5F2',
    '<circle cx="262" cy="44" r="22" fill="#F4B43C"/><rect x="72" y="48" width="176" height="56" rx="10" fill="#fff" stroke="#0F7A68" stroke-width="4"/><path d="M88 88h144" stroke="#0F7A68" stroke-width="4"/><path d="M110 118c-6 12 6 18 0 30M160 118c-6 12 6 18 0 30M210 118c-6 12 6 18 0 30" fill="none" stroke="#2F6CC0" stroke-width="5" stroke-linecap="round"/>',
  ),
  /** A pipe dripping into a bucket: a hidden leak. */
  hiddenLeak: svg(
    '#EEF2F7',
    '<path d="M40 56h150a20 20 0 0 1 20 20v18" fill="none" stroke="#64748B" stroke-width="16" stroke-linejoin="round"/><path d="M210 108c8 12 10 18 10 22a10 10 0 0 1-20 0c0-4 2-10 10-22Z" fill="#2F6CC0"/><path d="M180 136h60l-8 32h-44Z" fill="#fff" stroke="#334155" stroke-width="4" stroke-linejoin="round"/>',
  ),
  /** Two speech bubbles: dealing with a provider. */
  dealingTips: svg(
    '#FDF3E4',
    '<rect x="60" y="36" width="130" height="64" rx="14" fill="#fff" stroke="#2F6CC0" stroke-width="4"/><path d="M84 100v20l22-20" fill="#fff" stroke="#2F6CC0" stroke-width="4" stroke-linejoin="round"/><rect x="130" y="84" width="130" height="60" rx="14" fill="#0F7A68"/><path d="M236 144v18l-20-18" fill="#0F7A68"/><path d="M84 62h80M84 78h56M154 108h80M154 122h50" stroke-linecap="round" stroke-width="6" stroke="#9DB9E4"/>',
  ),
};
