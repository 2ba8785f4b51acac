import { creditDue } from '@/services/balance';
import { moveBalance } from './ledger';
import { db } from '../../shared/db';
import { subServiceName } from '../catalogue/catalogue';
import { notify } from '../notifications/notifications';
import { profileOf } from '../provider-account/providers';
import type { SandboxOffer } from '../../data/offers/offers';
import type { SandboxRequest } from '../../data/requests/requests';

/** The offer left unseen before its 48 hours: its request cancelled or closed, or its provider withdrew it. */
function endedUnseen(offer: SandboxOffer, request: SandboxRequest | undefined): boolean {
  return request?.status === 'cancelled' || request?.status === 'closed' || offer.rejection_source === 'provider';
}

/**
 * Credit back every paid offer its client has not seen in time (services/balance/credit-due.ts): once
 * each (`credited_at`), a `credit` movement, the provider notified. Run when the clock moves and before
 * the provider's money is read; running it again changes nothing. Returns how many it credited.
 */
export function sweepCredits(now: Date): number {
  const { offers, requests } = db.state.market;
  let credited = 0;
  for (const offer of offers) {
    const request = requests.find((item) => item.id === offer.request);
    const profile = profileOf(offer.provider);
    if (!profile || !creditDue(offer, endedUnseen(offer, request), now)) continue;
    const amount = offer.charged ?? 0;
    offer.credited_at = now.toISOString();
    moveBalance(profile, 'credit', amount, { request: offer.request, offer: offer.id });
    const [serviceAr, serviceEn] = request ? subServiceName(request.sub_service) : ['', ''];
    notify(
      offer.provider,
      'offer_credited',
      ['أُعيدت قيمة عرض إلى رصيدك', 'Offer credited back'],
      [`${amount.toFixed(3)} دينار · ${serviceAr}`, `${amount.toFixed(3)} JOD · ${serviceEn}`],
      { request: offer.request, offer: offer.id },
    );
    credited += 1;
  }
  // A read that credits saves at once, like a write: a late save could be dropped and the credit run twice.
  if (credited > 0) db.save();
  return credited;
}
