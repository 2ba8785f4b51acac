import type { OfferStatus, RejectionSource } from '@/services/lifecycle/offer';
import { daysAgo, daysAhead } from '../../shared/clock';
import { DEMO_USER_IDS } from '../shared/ids';

/* The offers table's records, and the seeded offers (7001…) on the seeded requests. */

export interface SandboxOffer {
  id: number;
  request: number;
  provider: number;
  price: number;
  details: string;
  images: string[];
  proposed_date: string | null;
  status: OfferStatus;
  rejection_source: RejectionSource | null;
  rejection_reason: string | null;
  /** Paid from the day's free offers or from the balance. */
  paid_with: 'free' | 'balance';
  /** JOD taken from the balance for it (0: free); absent in a state saved before the ledger. */
  charged?: number;
  /** When it was credited back, unseen (docs/api/marketplace.md "Credit back"). */
  credited_at?: string | null;
  created_at: string;
  /** First opened by the request's owner (docs/api/marketplace.md "Receipts"); absent in an older saved state. */
  seen_at?: string | null;
  /** First WhatsApp tap by the request's owner. */
  contacted_at?: string | null;
  /** The price before its provider last changed it (PATCH offers/{id}/); absent: never changed. */
  previous_price?: number | null;
  /** When its provider last changed it; absent: never. */
  edited_at?: string | null;
}

/** An offer as a provider sends it (pending, from a free offer, no photos or date), with what differs. */
export function offerRecord(
  fields: Pick<SandboxOffer, 'id' | 'request' | 'provider' | 'price' | 'created_at'> & Partial<SandboxOffer>,
): SandboxOffer {
  return {
    details: '',
    images: [],
    proposed_date: null,
    paid_with: 'free',
    status: 'pending',
    rejection_source: null,
    rejection_reason: null,
    ...fields,
  };
}

const { provider: omar, company: alNoor, busyProvider: busy } = DEMO_USER_IDS;

export function seedOffers(): SandboxOffer[] {
  const offer = (
    id: number,
    request: number,
    provider: number,
    price: number,
    details: string,
    status: OfferStatus,
    ageDays: number,
    extra: Partial<SandboxOffer> = {},
  ): SandboxOffer =>
    offerRecord({ id, request, provider, price, details, status, created_at: daysAgo(ageDays), ...extra });
  return [
    offer(7001, 6002, omar, 35, 'أستطيع الحضور غداً صباحاً، السعر يشمل تبديل الوصلات.', 'pending', 0.5, {
      proposed_date: daysAhead(1),
    }),
    offer(7002, 6003, omar, 120, 'تركيب مكيفين مع القواعد والتمديدات حتى 3 أمتار.', 'pending', 2),
    offer(7003, 6003, busy, 95, 'تركيب مع فحص نقطة الكهرباء.', 'pending', 1, { paid_with: 'balance' }),
    offer(7004, 6004, omar, 40, 'غسيل 3 مكيفات داخلي وخارجي.', 'hired', 5, { proposed_date: daysAhead(2) }),
    offer(7005, 6004, busy, 45, 'تنظيف شامل مع فحص الغاز.', 'rejected', 5, { rejection_source: 'system' }),
    offer(7006, 6005, alNoor, 60, 'فريق من شخصين لمدة 4 ساعات.', 'hired', 39),
    offer(7007, 6007, busy, 30, 'أربعة مقابس مع المواد.', 'rejected', 19, {
      rejection_source: 'client',
      rejection_reason: 'Price too high',
    }),
    offer(7008, 6001, alNoor, 55, 'تنظيف عميق مع تعقيم.', 'rejected', 0.1, {
      rejection_source: 'provider',
      rejection_reason: 'Fully booked that day',
    }),
    offer(7009, 6013, busy, 25, 'تركيب الثريا مع الفحص.', 'pending', 1),
    offer(7010, 6016, omar, 30, 'إصلاح التسريب مع ضمان شهر.', 'hired', 24),
  ];
}
