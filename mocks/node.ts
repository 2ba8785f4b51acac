import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { scenarios } from './scenarios';
import { sandboxControl, type SandboxProfile } from './shared/control';
import { db, memoryPersistence } from './shared/db';

/** The same handlers, for vitest. Each test starts from the seed (see tests/setup-app.ts). */
export const server = setupServer(...handlers);

/** The seed (or a scenario), no faults, and the backend it plays: the full contract unless told. */
export function resetSandbox(scenario?: string, profile: SandboxProfile = 'full'): void {
  db.usePersistence(memoryPersistence());
  sandboxControl.clear();
  sandboxControl.setProfile(profile);
  if (scenario && !scenarios[scenario]) throw new Error(`Unknown sandbox scenario ${scenario}`);
  db.reset(scenario ? scenarios[scenario] : undefined);
}
