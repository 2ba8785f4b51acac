/**
 * The public entry of content in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/content/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { CONTACT_TOPICS } from './content';
export type { ArticleSummary } from './content';
export {
  ANSWERS as CONTENT_ANSWERS,
  articleShape,
  articleSummaryShape,
  contactSentShape,
  helpTopicShape,
  testimonialShape,
} from './content-shapes';
