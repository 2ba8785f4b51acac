import { join } from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import PUBLIC_PAGES from '@/services/content/public-pages.json';
import { writeAppManifests } from './config/app-manifest';
import { pageRoutes } from './config/page-routes';
import { paths } from './config/paths';
import { buildVapidKey, sandboxWorkerRedirects } from './config/sandbox-worker';
import { headerRules } from './config/security-headers';
import { writeSiteFiles } from './config/sitemap';
import type { NextConfig } from 'next';

/**
 * The app is client-rendered: no page uses getServerSideProps/getInitialProps.
 * NEXT_DIST_DIR lets CI keep the live build (weight budget) and the sandbox
 * build (Playwright) side by side. Next loads the .env files before this file,
 * so NEXT_PUBLIC_API_BASE_URL is read here the way the app reads it.
 */
const nextConfig: NextConfig = {
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The job feed benchmark's `--trace` attributes long tasks to our modules through these (README
  // "Job feed benchmark"); CI and users' builds ship none.
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
  // Inlined as '' when unset (Next leaves an undefined NEXT_PUBLIC_ variable as a runtime lookup),
  // so the literal condition in pages/_app.tsx drops the web-vitals chunk from such a build.
  env: {
    NEXT_PUBLIC_VITALS_URL: process.env.NEXT_PUBLIC_VITALS_URL ?? '',
    // The same for push (issue 35): without a VAPID key no push code is in any chunk; a sandbox
    // build has the sandbox's own key unless one is given (config/sandbox-worker.ts).
    NEXT_PUBLIC_VAPID_PUBLIC_KEY: buildVapidKey(
      process.env.NEXT_PUBLIC_VAPID_PUBLIC_KEY,
      Boolean(process.env.NEXT_PUBLIC_API_BASE_URL),
    ),
  },
  turbopack: {
    // msw 3 exports `msw/browser` with a `node: null` condition and no `import`/`module` one (msw 2 had
    // them), so the pages' server pass, which resolves the sandbox switch's import() too, finds
    // nothing. The worker's code is the browser's whatever the pass; the server never runs it.
    resolveAlias: { 'msw/browser': './node_modules/msw/lib/browser/index.js' },
  },
  // `npm run typecheck` checks the whole project (tests included) before any build.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Merge the shared code into a few large chunks instead of many small ones: each
    // chunk is gzipped on its own, so fewer chunks compress better. Measured on the
    // live build: -5.4 KB gzip on every route's first load (scripts/route-budget.mjs).
    // Experimental in Next 16.3+; drop it if a Next upgrade changes the option.
    turbopackChunking: { minChunkSize: 1000000, maxMergeChunkSize: 2000000, maxChunkCountPerGroup: 2 },
  },
  async headers() {
    // Each page's inline scripts' hashes are filled in after the build (scripts/csp-inline-hashes.mjs).
    const options = {
      apiBaseUrl: process.env.NEXT_PUBLIC_API_BASE_URL,
      vitalsUrl: process.env.NEXT_PUBLIC_VITALS_URL,
      dev: process.env.NODE_ENV === 'development',
      siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
      reportUrl: process.env.NEXT_PUBLIC_CSP_REPORT_URL,
    };
    return headerRules(options, pageRoutes(join(process.cwd(), 'pages')));
  },
  async redirects() {
    return [
      { source: paths.root.getHref(), destination: paths.home.getHref('client'), permanent: false },
      ...(['client', 'provider'] as const).map((role) => ({
        source: paths.roleRoot.getHref(role),
        destination: paths.home.getHref(role),
        permanent: false,
      })),
      ...sandboxWorkerRedirects(Boolean(process.env.NEXT_PUBLIC_API_BASE_URL)),
    ];
  },
};

/**
 * Building (or serving `next dev`) also writes the sitemap and robots.txt into public/ for
 * NEXT_PUBLIC_SITE_URL (config/sitemap.ts) and the web app manifests (config/app-manifest.ts): Next
 * loads this file first, with the .env files read.
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
    writeSiteFiles(join(process.cwd(), 'public'), PUBLIC_PAGES, process.env.NEXT_PUBLIC_SITE_URL);
    writeAppManifests(join(process.cwd(), 'public'));
  }
  return nextConfig;
}
