import { toFils } from '@/services/balance';
import { marketDay } from '@/services/shared/market-day';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import type { SandboxMovement } from '../../data/balance/ledger';
import type { SandboxProviderProfile } from '../../data/provider-account/providers';

/* The ledger: every movement of a provider's balance, written as the balance moves (never apart from it). */

function ledger(): SandboxMovement[] {
  db.state.market.ledger ??= [];
  return db.state.market.ledger;
}

/** Move the provider's balance by `amount` (signed JOD, rounded to the fils) and write the movement. */
export function moveBalance(
  profile: SandboxProviderProfile,
  kind: SandboxMovement['kind'],
  amount: number,
  links: { request?: number; offer?: number } = {},
): SandboxMovement {
  profile.balance = toFils(profile.balance + amount);
  const movement: SandboxMovement = {
    id: db.nextId(),
    provider: profile.user,
    kind,
    amount: toFils(amount),
    balance_after: profile.balance,
    request: links.request ?? null,
    offer: links.offer ?? null,
    created_at: clock.now().toISOString(),
  };
  ledger().push(movement);
  return movement;
}

/** A provider's movements, newest first (the latest written first among equal times). */
export function movementsOf(providerUserId: number): SandboxMovement[] {
  return ledger()
    .map((movement, index) => ({ movement, index }))
    .filter(({ movement }) => movement.provider === providerUserId)
    .sort((a, b) => b.movement.created_at.localeCompare(a.movement.created_at) || b.index - a.index)
    .map(({ movement }) => movement);
}

/** What a provider's paid offers took on a marketplace day (YYYY-MM-DD, Asia/Amman); credits back do not lower it. */
export function spentOn(providerUserId: number, day: string): number {
  const spent = ledger()
    .filter((movement) => movement.provider === providerUserId && movement.kind === 'offer_paid')
    .filter((movement) => marketDay(new Date(movement.created_at)) === day)
    .reduce((sum, movement) => sum - movement.amount, 0);
  return toFils(spent);
}
