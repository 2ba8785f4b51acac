/**
 * The public entry of content in store/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of store/content/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { contactDrafts } from './contact-draft';
