import { setupServer } from 'msw/node';
import { sandboxControl } from './control';
import { db, memoryPersistence } from './db';
import { handlers } from './handlers';
import { scenarios } from './scenarios';

/** The same handlers, for vitest. Each test starts from the seed (see tests/setup.ts). */
export const server = setupServer(...handlers);

export function resetSandbox(scenario?: string): void {
  db.usePersistence(memoryPersistence());
  sandboxControl.clear();
  if (scenario && !scenarios[scenario]) throw new Error(`Unknown sandbox scenario ${scenario}`);
  db.reset(scenario ? scenarios[scenario] : undefined);
}
