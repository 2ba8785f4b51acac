// @ts-check
/**
 * The app is client-rendered: no page uses getServerSideProps/getInitialProps.
 * NEXT_DIST_DIR lets CI keep the live build (weight budget) and the sandbox
 * build (Playwright) side by side.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm run typecheck` checks the whole project (tests included) before any build.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Merge the shared code into a few large chunks instead of many small ones: each
    // chunk is gzipped on its own, so fewer chunks compress better. Measured on the
    // live build: -5.4 KB gzip on every route's first load (scripts/route-budget.mjs).
    // Experimental in Next 16.3+; drop it if a Next upgrade changes the option.
    turbopackChunking: { minChunkSize: 1000000, maxMergeChunkSize: 2000000, maxChunkCountPerGroup: 2 },
  },
  async redirects() {
    return [
      { source: '/', destination: '/clients/homepage', permanent: false },
      { source: '/clients', destination: '/clients/homepage', permanent: false },
      { source: '/service-providers', destination: '/service-providers/homepage', permanent: false },
    ];
  },
};

module.exports = nextConfig;
