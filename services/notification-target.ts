import type { AppNotification } from './notifications';
import { ROLE_PREFIX, type Role } from './routes';

/**
 * Where a notification opens, on the reader's side: a rating goes to the reviews I received; a
 * hire or a completion to that work's delivery location among the provider's scheduled works; anything else about a request to that request (the
 * client's request page, or the provider's job); an offer alone to the offer. Null: nothing to open.
 */
export function notificationHref(note: Pick<AppNotification, 'kind' | 'request' | 'offer'>, role: Role): string | null {
  const prefix = ROLE_PREFIX[role];
  if (note.kind === 'rated') return `${prefix}/reviews`;
  if (role === 'provider') {
    if (note.kind === 'hired' || note.kind === 'completed') return note.request === null ? `${prefix}/scheduled-works` : `${prefix}/scheduled-works/${note.request}`;
    return note.request === null ? null : `${prefix}/job-opportunities/${note.request}`;
  }
  if (note.request !== null) return `${prefix}/my-requests/${note.request}`;
  return note.offer === null ? null : `${prefix}/offers/${note.offer}`;
}
