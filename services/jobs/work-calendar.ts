import type { Language } from '@/locales/languages';
import { knownOfferStatus } from '@/services/lifecycle/offer';
import { jobView } from '@/services/lifecycle/request-view';
import { localized } from '@/services/shared/localized';
import { whatsappLink } from '@/services/shared/whatsapp';
import type { IcsEvent } from './ics';
import type { ScheduledWork } from './jobs';

/*
 * A provider's scheduled work as a calendar event (issue 44): its day, the service, the address and the
 * client's WhatsApp while the work is theirs, the reference, and a link back to the work.
 */

/** What a work is in the provider's calendar now; null: a state the app does not know, so no file is offered. */
export type WorkCalendarState = 'confirmed' | 'cancelled' | null;

/**
 * From the job's view (services/lifecycle): confirmed while the provider's offer is hired on a request
 * that did not end early; cancelled once the request was cancelled or closed, or the offer is no longer
 * hired. A request or offer state the app does not know says nothing (an unknown state could be a
 * moved date as well as an end: the event already in the calendar is left alone).
 */
export function workCalendarState(job: ScheduledWork['job']): WorkCalendarState {
  const view = jobView(job);
  const offer = job.my_offer;
  if (view.progress === null || !offer || knownOfferStatus(offer.status) === null) return null;
  const ended = view.progress.current === 'cancelled' || view.progress.current === 'closed';
  return !ended && view.hired !== null ? 'confirmed' : 'cancelled';
}

/** The words of an event, in the reader's language (the screen's translations). */
export interface WorkEventWords {
  language: Language;
  reference: string;
  client: string;
  whatsapp: string;
  whatsappMessage: (values: { name: string; service: string; reference: string }) => string;
  /** The site's origin: the UID's domain and the work's link. */
  origin: string;
  /** The work's path on the site. */
  workPath: (requestId: number) => string;
}

/** The UID of a work's event: one per request and site, whatever changes, so a new file replaces the old event. */
export function workUid(requestId: number, origin: string): string {
  return `work-${requestId}@${new URL(origin).hostname}`;
}

/**
 * The event of a work, or null for a state the app does not know. The address and the client's WhatsApp
 * go in only while the job's view lets the provider contact the client (the hired provider, the spec's
 * rule of who sees the address); a cancelled event carries neither: the work is no longer theirs.
 */
export function workEvent(work: ScheduledWork, words: WorkEventWords): IcsEvent | null {
  const { job } = work;
  const state = workCalendarState(job);
  if (state === null) return null;
  const service = localized(job.sub_service, 'name', words.language);
  const mayContact = state === 'confirmed' && jobView(job).actions.includes('contact');
  const name = job.client?.display_name ?? '';
  const address = mayContact ? job.address : null;
  const whatsapp = mayContact
    ? whatsappLink(job.client?.phone_number, words.whatsappMessage({ name, service, reference: job.reference_number }))
    : null;
  const description = [
    `${words.reference}: ${job.reference_number}`,
    ...(name && mayContact ? [`${words.client}: ${name}`] : []),
    ...(whatsapp ? [`${words.whatsapp}: ${whatsapp}`] : []),
  ].join('\n');
  return {
    uid: workUid(job.id, words.origin),
    day: work.scheduled_for,
    summary: service,
    description,
    location: address
      ? [
          address.name,
          localized(address, 'neighborhood_name', words.language),
          localized(address, 'city_name', words.language),
        ]
          .filter(Boolean)
          .join(', ')
      : undefined,
    url: new URL(words.workPath(job.id), words.origin).href,
    status: state === 'confirmed' ? 'CONFIRMED' : 'CANCELLED',
  };
}
