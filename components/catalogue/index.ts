import { lazy } from 'react';

/**
 * The public entry of catalogue in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/catalogue/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { CatalogueSearchBox } from './CatalogueSearchBox';
export { CategoryIcon } from './CategoryIcon';

/** The catalogue search (the wide header's; the home's through CatalogueSearchBox): its own chunk, fetched when opened. */
export const CatalogueSearch = lazy(() => import('./CatalogueSearch'));
