/** The marketplace slice: catalogue, questions, requests, offers, ratings, reports, notifications. */
export type MarketSlice = Record<string, never>;

export function seedMarket(): MarketSlice {
  return {};
}

/** Marketplace scenarios (see mocks/scenarios.ts). */
export const marketScenarios: Record<string, (state: import('../db').SandboxState) => void> = {};
