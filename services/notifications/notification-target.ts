import { paths } from '@/config/paths';
import type { Role } from '@/services/shared/routes';
import { isAboutOffers } from './notification-kinds';
import type { AppNotification } from './notifications';

/**
 * Where a notification opens, on the reader's side: a rating goes to the reviews I received; a credit
 * back to the balance (its history shows it); a hire or a completion to that work's delivery location
 * among the provider's scheduled works; anything else about a request to that request (the client's
 * request page, or the provider's job); on the client's side, a new, changed or withdrawn offer to the
 * request's offers (a changed one beside the others, with its "Updated" mark and the price before, issue
 * 44); an offer alone to the offer. Null: nothing to open.
 */
export function notificationHref(note: Pick<AppNotification, 'kind' | 'request' | 'offer'>, role: Role): string | null {
  if (note.kind === 'rated') return paths.reviews.getHref(role);
  if (note.kind === 'offer_credited') return paths.balance.getHref();
  if (role === 'provider') {
    if (note.kind === 'hired' || note.kind === 'completed')
      return note.request === null ? paths.scheduledWorks.getHref() : paths.work.getHref(note.request);
    return note.request === null ? null : paths.job.getHref(note.request);
  }
  if (note.request !== null)
    return paths.request.getHref(note.request, isAboutOffers(note.kind) ? 'offers' : undefined);
  return note.offer === null ? null : paths.offer.getHref(note.offer);
}
