import { sandboxControl, type FaultRule } from './control';
import { db, type SandboxState } from './db';
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
  };
}
