import { funnelOf } from '@/services/offers';
import { LIMITS } from '@/services/shared/limits';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { route } from '../../shared/http';
import { sweepCredits } from '../../tables/balance/credits';
import { requireProvider } from '../../tables/provider-account/providers';

/**
 * The provider's funnel (designed, issue 34; docs/api/marketplace.md "Funnel"): the offers they sent
 * in the last 30 days as sent, seen, contacted, hired, with the JOD spent and credited back
 * (services/offers/offer-funnel.ts). A provider's only (403 otherwise, as the submitted offers are);
 * credits due first, so `credited` agrees with the balance: a read that may write.
 */
export const offerFunnelHandlers = [
  route(
    'get',
    'jobs/submitted-offers/funnel/',
    (context) => {
      const user = context.requireUser();
      requireProvider(user);
      const now = clock.now();
      sweepCredits(now);
      const mine = db.state.market.offers.filter((offer) => offer.provider === user.id);
      return { ...funnelOf(mine, now, LIMITS.funnelDays) };
    },
    { writes: true },
  ),
];
