import { sandboxControl, type FaultRule } from './control';
import type { InboxMessage } from './data/inbox';
import { db, type SandboxState } from './db';
import { pushNotification } from './realtime';
import { placeOffer } from './tables/lifecycle';
import { scenarios } from './scenarios';

/** The levers a test, or a person in the devtools console, can pull: `window.__sandbox`. */
export interface SandboxApi {
  reset(): void;
  scenario(name: string): void;
  fail(rule: FaultRule): void;
  clearFaults(): void;
  /** Move the sandbox's clock (e.g. 31 days ahead to test the once-a-month rules). */
  advanceClock(ms: number): void;
  state(): SandboxState;
  scenarios(): string[];
  /** Every OTP and emailed link the sandbox "sent", oldest first. */
  inbox(): InboxMessage[];
  /** Push a notification over the socket to the user's open tabs (returns how many got it). */
  notify(userId: number, text: string): number;
  /**
   * A provider (by email) sends an offer on a request, as `POST requests/{id}/offers/` would (no
   * quota taken): the request moves on and its owner is notified over the socket. Returns its id.
   */
  sendOffer(requestId: number, providerEmail: string, offer: { price: number; details?: string; proposed_date?: string | null }): number;
}

export function createSandboxApi(): SandboxApi {
  return {
    reset: () => {
      sandboxControl.clear();
      db.reset();
    },
    scenario: (name) => {
      const apply = scenarios[name];
      if (!apply) throw new Error(`Unknown sandbox scenario "${name}". Known: ${Object.keys(scenarios).join(', ')}`);
      db.reset(apply);
    },
    fail: (rule) => sandboxControl.fail(rule),
    clearFaults: () => sandboxControl.clear(),
    advanceClock: (ms) => sandboxControl.setClockOffset(sandboxControl.state.clockOffsetMs + ms),
    state: () => structuredClone(db.state),
    scenarios: () => Object.keys(scenarios),
    inbox: () => structuredClone(db.state.accounts.inbox),
    notify: (userId, text) => pushNotification(userId, text),
    sendOffer: (requestId, providerEmail, { price, details = '', proposed_date = null }) => {
      const provider = db.state.accounts.users.find((user) => user.email === providerEmail);
      if (!provider) throw new Error(`No sandbox user ${providerEmail}`);
      const request = db.state.market.requests.find((item) => item.id === requestId);
      if (!request) throw new Error(`No sandbox request ${requestId}`);
      return placeOffer(request, provider.id, { price, details, images: [], proposed_date }, 'free').id;
    },
  };
}
