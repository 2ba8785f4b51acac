// @vitest-environment node
import { readFileSync } from 'node:fs';
import { appWorkerUrl, WORKER_MESSAGES } from './app-worker';

describe('the app worker URL (appWorkerUrl)', () => {
  it.each([
    [{ build: 'b1' }, '/sw.js?v=b1'],
    [{ build: 'b1', sandbox: true }, '/sw.js?v=b1&sandbox=1'],
    [
      { build: 'b2', apiPrefix: 'https://api.example.com/api/v1/' },
      '/sw.js?v=b2&api=https%3A%2F%2Fapi.example.com%2Fapi%2Fv1%2F',
    ],
  ])('%o → %s', (options, url) => {
    expect(appWorkerUrl(options)).toBe(url);
  });

  it('asks for the push part in a build with a VAPID key, and only there', () => {
    vi.stubEnv('NEXT_PUBLIC_VAPID_PUBLIC_KEY', 'BKey');
    expect(appWorkerUrl({ build: 'b1', sandbox: true })).toBe('/sw.js?v=b1&sandbox=1&push=1');
    vi.unstubAllEnvs();
    expect(appWorkerUrl({ build: 'b1' })).toBe('/sw.js?v=b1');
  });

  it('public/sw.js reads the same parameters and speaks the same messages', () => {
    const worker = readFileSync('public/sw.js', 'utf8');
    for (const parameter of ["get('v')", "get('api')", "get('sandbox')", "get('push')"])
      expect(worker).toContain(parameter);
    for (const message of Object.values(WORKER_MESSAGES)) expect(worker).toContain(`'${message}'`);
    expect(worker).toContain("'/sw-push.js'");
  });
});
