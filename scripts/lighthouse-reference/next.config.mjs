// The plain spec-start reference (docs/performance.md "Lighthouse beside the plain spec start"): built from the app's own
// node_modules, against the same API as the live build.
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // scripts/bench-start-modules.mjs names the modules it samples through the source maps.
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
};

export default config;
