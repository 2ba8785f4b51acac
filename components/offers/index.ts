/**
 * The public entry of offers in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/offers/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { MyOfferCard } from './MyOfferCard';
export { WhatsAppLink } from './OfferCard';
export { OfferSent } from './OfferSent';
export { OffersSection } from './OffersSection';
/** Loaded when it is needed (its own chunk). */
export const loadSendOfferForm = () => import('./SendOfferForm');
