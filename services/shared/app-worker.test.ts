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

  it('public/sw.js reads the same parameters and speaks the same messages', () => {
    const worker = readFileSync('public/sw.js', 'utf8');
    for (const parameter of ["get('v')", "get('api')", "get('sandbox')"]) expect(worker).toContain(parameter);
    for (const message of Object.values(WORKER_MESSAGES)) expect(worker).toContain(`'${message}'`);
  });
});
