import { clock } from '../../shared/clock';
import { paginate, route } from '../../shared/http';
import { sweepCredits } from '../../tables/balance/credits';
import { movementsOf } from '../../tables/balance/ledger';
import { subServiceName } from '../../tables/catalogue/catalogue';
import { requireProvider } from '../../tables/provider-account/providers';
import { findRequest, referenceOf } from '../../tables/requests/requests';
import type { SandboxMovement } from '../../data/balance/ledger';
import type { BalanceMovement } from '../../data/shared/records';

function toMovement(movement: SandboxMovement): BalanceMovement {
  const request = movement.request === null ? null : findRequest(movement.request);
  const [name_ar, name_en] = request ? subServiceName(request.sub_service) : ['', ''];
  return {
    id: movement.id,
    kind: movement.kind,
    amount: movement.amount,
    balance_after: movement.balance_after,
    created_at: movement.created_at,
    request: movement.request,
    request_reference: request ? referenceOf(request) : null,
    sub_service: request ? { id: request.sub_service, name_ar, name_en } : null,
    offer: movement.offer,
  };
}

/** The balance history (designed, docs/api/marketplace.md "Balance history"): credits due first, newest first. */
export const balanceHistoryHandlers = [
  route('get', 'provider/balance/history/', (context) => {
    const profile = requireProvider(context.requireUser());
    sweepCredits(clock.now());
    return paginate(context.url, movementsOf(profile.user).map(toMovement));
  }),
];
