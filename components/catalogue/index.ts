import { lazy } from 'react';

/**
 * The public entry of catalogue in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/catalogue/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { CategoryIcon } from './CategoryIcon';

/** The catalogue search (home, wide header): its own chunk, fetched where it shows (issue 44). */
export const CatalogueSearch = lazy(() => import('./CatalogueSearch'));
