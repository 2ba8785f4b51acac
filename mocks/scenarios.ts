import type { SandboxState } from './db';

/**
 * Named starting points for tests and QA, each a change to the seed. Pick one
 * with `window.__sandbox.scenario(name)` or the e2e fixture `sandbox.scenario(name)`.
 */
export const scenarios: Record<string, (state: SandboxState) => void> = {
  seed: () => undefined,
};

export type ScenarioName = keyof typeof scenarios;
