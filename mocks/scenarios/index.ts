import { accountScenarios } from './accounts';
import { contentScenarios } from './content';
import { listScenarios } from './lists';
import { marketScenarios } from './market';
import type { Scenario } from '../shared/state';

/**
 * Named starting points for tests and QA, each a change to the seed. Pick one
 * with `window.__sandbox.scenario(name)` or the e2e fixture `sandbox.prepare({ scenario })`.
 */
export const scenarios: Record<string, Scenario> = {
  seed: () => undefined,
  ...accountScenarios,
  ...contentScenarios,
  ...marketScenarios,
  ...listScenarios,
};
