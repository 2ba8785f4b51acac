// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildVapidKey, SANDBOX_VAPID_PUBLIC_KEY, SANDBOX_WORKER_PATH, sandboxWorkerRedirects } from './sandbox-worker';

describe("the sandbox's service worker", () => {
  it('is sent away by a live build only', () => {
    expect(sandboxWorkerRedirects(true)).toEqual([
      { source: SANDBOX_WORKER_PATH, destination: '/404', permanent: false },
    ]);
    expect(sandboxWorkerRedirects(false)).toEqual([]);
  });

  it('is the installed msw’s own (after a change of msw, `npx msw init` writes it to public/)', () => {
    const committed = readFileSync(join(process.cwd(), 'public', SANDBOX_WORKER_PATH), 'utf8');
    const installed = readFileSync(join(process.cwd(), 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8');
    expect(committed).toBe(installed);
  });

  it.each([
    [undefined, false, SANDBOX_VAPID_PUBLIC_KEY],
    [undefined, true, ''],
    ['', false, ''],
    ['BGiven', true, 'BGiven'],
    ['BGiven', false, 'BGiven'],
  ])('a build given the VAPID key %o (live: %s) inlines %o', (given, live, key) => {
    expect(buildVapidKey(given, live)).toBe(key);
  });

  it('has a sandbox key the Push API takes: an uncompressed P-256 point (65 bytes, 0x04 first)', () => {
    const bytes = Buffer.from(SANDBOX_VAPID_PUBLIC_KEY, 'base64url');
    expect([bytes.length, bytes[0]]).toEqual([65, 4]);
  });
});
