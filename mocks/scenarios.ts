import { accountScenarios } from './data/accounts';
import { marketScenarios } from './data/market';
import type { SandboxState } from './db';

export type Scenario = (state: SandboxState) => void;

/**
 * Named starting points for tests and QA, each a change to the seed. Pick one
 * with `window.__sandbox.scenario(name)` or the e2e fixture `sandbox.prepare({ scenario })`.
 */
export const scenarios: Record<string, Scenario> = {
  seed: () => undefined,
  ...accountScenarios,
  ...marketScenarios,
};
