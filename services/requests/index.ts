/**
 * The public entry of requests in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/requests/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { answerMaxLength } from './question-schema';
export {
  ANSWERS as REQUEST_ANSWERS,
  createdRequestShape,
  requestDetailsFields,
  requestDetailsShape,
  requestSummaryFields,
  requestSummaryShape,
} from './request-shapes';
export { completeRequest, inviteProvider } from './requests';
export type { ServiceRequestDetails, ServiceRequestSummary } from './requests';
