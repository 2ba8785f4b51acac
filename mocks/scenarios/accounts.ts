import { LIMITS } from '@/services/shared/limits';
import { DEMO_USER_IDS } from '../data/shared/ids';
import { daysAgo } from '../shared/clock';
import type { Scenario } from '../shared/state';

/** Account scenarios. */
export const accountScenarios: Record<string, Scenario> = {
  /** The closed client closed a day past the recovery window: the account is gone. */
  'closed-account-expired': (state) => {
    const closed = state.accounts.users.find((user) => user.id === DEMO_USER_IDS.closed);
    if (closed) closed.closed_at = daysAgo(LIMITS.accountRecoveryDays + 1);
  },
  /** Every demo user's saved language is English (signing in then keeps an English page English). */
  'users-speak-english': (state) => {
    for (const user of state.accounts.users) user.language = 'en';
  },
};
