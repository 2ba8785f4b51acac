import { sandboxControl, type FaultRule } from './control';
import type { InboxMessage } from './data/inbox';
import { db, type SandboxState } from './db';
import { pushNotification } from './realtime';
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
  };
}
