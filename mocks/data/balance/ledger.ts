import type { SandboxProviderProfile } from '../provider-account/providers';

/* The ledger's records: every movement of a provider's balance; seeded with the top-up each seeded balance came from. */

/** One movement of a provider's balance: a top-up, a paid offer, a credit back (signed JOD). */
export interface SandboxMovement {
  id: number;
  provider: number;
  kind: 'top_up' | 'offer_paid' | 'credit';
  amount: number;
  balance_after: number;
  request: number | null;
  offer: number | null;
  created_at: string;
}

/** A seeded balance came from a top-up when the profile was made: the history adds up to it. */
export function openingTopUps(providers: SandboxProviderProfile[]): SandboxMovement[] {
  return providers
    .filter((profile) => profile.balance > 0)
    .map((profile, index) => ({
      id: 9_900 + index,
      provider: profile.user,
      kind: 'top_up',
      amount: profile.balance,
      balance_after: profile.balance,
      request: null,
      offer: null,
      created_at: profile.created_at,
    }));
}
