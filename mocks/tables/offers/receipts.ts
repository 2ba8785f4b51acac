import type { QuietKind } from '@/services/notifications';
import { stampContacted, stampSeen } from '../../rules/offers/receipts';
import { clock } from '../../shared/clock';
import { pushNotification } from '../../shared/realtime';
import { userOf } from '../auth/users';
import { subServiceName } from '../catalogue/catalogue';
import { sendPush } from '../notifications/push';
import type { SandboxOffer } from '../../data/offers/offers';
import type { SandboxRequest } from '../../data/requests/requests';
import type { Pair } from '../../data/shared/bilingual';

/* Receipts (docs/api/marketplace.md "Receipts"): the owner's reads and WhatsApp taps, stamped once and told to the provider. */

const QUIET_TEXT = {
  offer_seen: ['تم الاطلاع على عرضك', 'Your offer was seen'],
  offer_contacted: ['تواصل العميل بخصوص عرضك', 'The client contacted you about your offer'],
} satisfies Record<QuietKind, Pair>;

/** A quiet frame to the provider: the screens refresh, the bell stays dark (nothing is stored); a push to their devices. */
function tellProvider(offer: SandboxOffer, request: SandboxRequest, kind: keyof typeof QUIET_TEXT): void {
  const [arabic, english] = QUIET_TEXT[kind];
  const text = userOf(offer.provider)?.language === 'en' ? english : arabic;
  pushNotification(offer.provider, text, { kind, offer: offer.id, request: offer.request });
  const body = subServiceName(request.sub_service);
  sendPush(offer.provider, { kind, title: QUIET_TEXT[kind], body, request: offer.request, offer: offer.id });
}

/** The request's owner opened these offers (the list or one): the first time stamps `seen_at`. */
export function markSeen(offers: SandboxOffer[], viewerId: number, request: SandboxRequest): void {
  const now = clock.now();
  for (const offer of offers) {
    const stamps = stampSeen(offer, request.client === viewerId, now);
    if (!stamps.seen_at) continue;
    Object.assign(offer, stamps);
    tellProvider(offer, request, 'offer_seen');
  }
}

/** The request's owner tapped WhatsApp on the offer: the first time stamps `contacted_at` (and `seen_at`). */
export function markContacted(offer: SandboxOffer, viewerId: number, request: SandboxRequest): void {
  const stamps = stampContacted(offer, request.client === viewerId, clock.now());
  if (!stamps.contacted_at) return;
  Object.assign(offer, stamps);
  tellProvider(offer, request, 'offer_contacted');
}
