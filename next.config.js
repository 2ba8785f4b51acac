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
  async redirects() {
    return [
      { source: '/', destination: '/clients/homepage', permanent: false },
      { source: '/clients', destination: '/clients/homepage', permanent: false },
      { source: '/service-providers', destination: '/service-providers/homepage', permanent: false },
    ];
  },
};

module.exports = nextConfig;
