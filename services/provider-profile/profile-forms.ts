import { LIMITS } from '@/services/shared/limits';
import type { YupBuilders } from '@/services/shared/schema';
import { V } from '@/services/shared/validation-messages';
import { REPORT_REASONS } from './reports';

/* The forms on a provider's public profile: inviting them to a request, reporting them. */

/** An invitation: which of my open requests (its id, as the picker holds it). */
export const inviteSchema = (y: YupBuilders) => y.object({ request: y.string().required(V.required) });

/** A report (spec §3): a reason from the list, required; the explanation optional. */
export const reportSchema = (y: YupBuilders) =>
  y.object({
    reason: y
      .string()
      .required(V.required)
      .oneOf([...REPORT_REASONS], V.required),
    explanation: y.string().trim().max(LIMITS.reportExplanationMax, V.tooLong),
  });
