// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The sandbox served over HTTP (scripts/sandbox-api.mjs) as a browser on another origin meets it:
 * the minimal profile's CORS leaves `Idempotency-Key` out of what it allows (so a browser never sends
 * such a call), the full one allows it; both let the app read every header of an answer; a test
 * resets the data on `/__sandbox/reset` and reads the codes "sent" on `/__sandbox/inbox`.
 */

interface Served {
  origin: string;
  server: ChildProcess;
}

/** The server on a free port (`--port 0`), once it says where it answers. */
function serve(profile: string): Promise<Served> {
  const server = spawn(process.execPath, ['scripts/sandbox-api.mjs', '--port', '0', '--profile', profile]);
  return new Promise((resolve, reject) => {
    let said = '';
    server.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const origin = said.match(/answers on (http:\/\/127\.0\.0\.1:\d+)\//)?.[1];
      if (origin) resolve({ origin, server });
    });
    server.on('exit', (code) => reject(new Error(`sandbox-api.mjs ended (${code}) before answering`)));
  });
}

/** A browser's preflight for a creating call with its headers. */
const preflight = (origin: string) =>
  fetch(`${origin}/api/v1/auth/create/user/address/?country=1`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:3200',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
    },
  });

let minimal: Served;
let full: Served;
// In Node (first line), the sandbox does not also run in-process (tests/setup.ts): calls reach the served one.
beforeAll(async () => {
  [minimal, full] = await Promise.all([serve('minimal'), serve('full')]);
}, 60_000);
afterAll(() => {
  for (const { server } of [minimal, full]) server.kill();
});

describe('scripts/sandbox-api.mjs', () => {
  it.each([
    ['minimal', 'authorization, content-type'],
    ['full', 'authorization, content-type, idempotency-key'],
  ])('the %s profile allows the headers %s', async (profile, allowed) => {
    const { origin } = profile === 'minimal' ? minimal : full;
    const answer = await preflight(origin);
    expect([answer.status, answer.headers.get('access-control-allow-headers')]).toEqual([204, allowed]);
    const country = await fetch(`${origin}/api/v1/common/country-by-code-name/jo`, {
      headers: { Origin: 'http://localhost:3200' },
    });
    expect(country.headers.get('access-control-expose-headers')).toContain('content-type');
    const fields = Object.keys((await country.json()) as object);
    expect(fields.includes('dial_code')).toBe(profile === 'full');
  });

  it('resets the data and shows the inbox to a test, keeping the profile', async () => {
    const { origin } = minimal;
    const code = await fetch(`${origin}/api/v1/notifications/generate_no_user/phone-number-verify?country=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '+962790000001' }),
    });
    expect(Object.keys((await code.json()) as object)).toEqual(['hashed_id']);
    const inbox = async () => (await (await fetch(`${origin}/__sandbox/inbox`)).json()) as { to: string }[];
    expect((await inbox()).map((message) => message.to)).toContain('+962790000001');
    expect((await fetch(`${origin}/__sandbox/reset`, { method: 'POST' })).status).toBe(204);
    expect((await inbox()).map((message) => message.to)).not.toContain('+962790000001');
    const country = await fetch(`${origin}/api/v1/common/country-by-code-name/jo`);
    expect(Object.keys((await country.json()) as object)).not.toContain('dial_code');
  });
});
