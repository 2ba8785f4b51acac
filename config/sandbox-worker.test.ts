// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_WORKER_PATH, sandboxWorkerRedirects } from './sandbox-worker';

describe("the sandbox's service worker", () => {
  it('is sent away by a live build only', () => {
    expect(sandboxWorkerRedirects(true)).toEqual([
      { source: SANDBOX_WORKER_PATH, destination: '/404', permanent: false },
    ]);
    expect(sandboxWorkerRedirects(false)).toEqual([]);
  });

  it('is the installed msw’s own (its postinstall writes it to public/: package.json msw.workerDirectory)', () => {
    const committed = readFileSync(join(process.cwd(), 'public', SANDBOX_WORKER_PATH), 'utf8');
    const installed = readFileSync(join(process.cwd(), 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8');
    expect(committed).toBe(installed);
  });
});
