/**
 * The public entry of jobs in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/jobs/ is the domain's own.
 */
export { hireRate } from './hire-rate';
export {
  ANSWERS as JOB_ANSWERS,
  hiddenJobShape,
  jobDetailsShape,
  jobOpportunityShape,
  scheduledWorkShape,
} from './job-shapes';
