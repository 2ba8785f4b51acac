import { hireRate } from '@/services/jobs';
import { db } from '../../shared/db';
import { fail } from '../../shared/http';
import { userOf } from '../auth/users';
import { subServiceName } from '../catalogue/catalogue';
import { sendPush } from '../notifications/push';
import { toOffer } from '../offers/offer-response';
import { hiredOffer, offerBy } from '../offers/offers';
import { isPausedNow, requireProvider } from '../provider-account/providers';
import { findRequest, toDetails } from '../requests/requests';
import type { SandboxUser } from '../../data/auth/accounts';
import type { DismissedJob } from '../../data/jobs/dismissed-jobs';
import type { SandboxProviderProfile } from '../../data/provider-account/providers';
import type { SandboxRequest } from '../../data/requests/requests';
import type { Pair } from '../../data/shared/bilingual';
import type { JobDetails } from '../../data/shared/records';

/* Requests seen as a provider's jobs: who may see which, what they hid or deleted. */

export function dismissalOf(providerId: number, requestId: number): DismissedJob | undefined {
  return db.state.market.dismissedJobs.find((item) => item.provider === providerId && item.request === requestId);
}

/** A request is a job for this provider: invited, or its sub-service in the city the provider covers. */
export function matchesProvider(request: SandboxRequest, profile: SandboxProviderProfile): boolean {
  if (request.client === profile.user) return false;
  if (request.invited_providers.includes(profile.user)) return true;
  return profile.sub_services.includes(request.sub_service) && request.address.city === profile.city;
}

/** What a provider may open: a matching job they have not deleted, or any request they sent an offer on. */
export function jobFor(
  user: SandboxUser,
  requestId: number,
): { request: SandboxRequest; profile: SandboxProviderProfile } {
  const profile = requireProvider(user);
  const request = findRequest(requestId);
  const visible =
    offerBy(user.id, request.id) ||
    (matchesProvider(request, profile) && dismissalOf(user.id, request.id)?.action !== 'delete');
  if (!visible) fail(404, 'NO_RESULT');
  return { request, profile };
}

export function toJob(request: SandboxRequest, viewerId: number): JobDetails {
  const mine = offerBy(viewerId, request.id);
  return {
    ...toDetails(request, viewerId),
    my_offer: mine ? toOffer(mine, viewerId) : null,
    ...clientFacts(request.client),
  };
}

/**
 * What a provider weighs before paying for an offer (designed, docs/api/marketplace.md "Deciding on a
 * job"): the client's phone confirmed with a code, and the share of their requests that hired someone.
 */
function clientFacts(clientId: number): Pick<JobDetails, 'client_phone_verified' | 'client_hire_rate'> {
  const client = userOf(clientId);
  const theirs = db.state.market.requests.filter((request) => request.client === clientId);
  return {
    client_phone_verified: Boolean(client?.phone_number) && client?.phone_verified !== false,
    client_hire_rate: hireRate({
      requests: theirs.length,
      hired: theirs.filter((request) => hiredOffer(request.id)).length,
    }),
  };
}

const NEW_JOB_TITLE: Pair = ['عمل جديد في خدماتك', 'A new job in your services'];

/**
 * A new request is pushed to each provider whose feed it joins (not paused): the job is the push's
 * only record, the bell stays as it was (docs/api/marketplace.md "Push").
 */
export function announceNewJob(request: SandboxRequest): void {
  const body = subServiceName(request.sub_service);
  for (const profile of db.state.market.providers)
    if (matchesProvider(request, profile) && !isPausedNow(profile))
      sendPush(profile.user, { kind: 'new_job', title: NEW_JOB_TITLE, body, request: request.id });
}
