import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The mock worker is copied only for a sandbox build: live mode is read the way
 * `next build` reads it (the environment, then the .env files), so a backend set in
 * .env.production ships no mock code.
 */
function modeOf(files: Record<string, string>, env: Record<string, string> = {}, dev = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'env-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key !== 'NEXT_PUBLIC_API_BASE_URL' && key !== 'NODE_ENV'),
    );
    return execFileSync(process.execPath, ['scripts/sandbox-worker.mjs', '--check', dir, ...(dev ? ['--dev'] : [])], {
      // What `next build` / `next dev` run with.
      env: { ...clean, NODE_ENV: dev ? ('development' as const) : ('production' as const), ...env },
      encoding: 'utf8',
    }).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LIVE = 'NEXT_PUBLIC_API_BASE_URL=https://api.example.com\n';

describe('sandbox or live build', () => {
  it.each<[string, Record<string, string>, Record<string, string>, boolean, string]>([
    ['no backend anywhere', {}, {}, false, 'sandbox'],
    ['the backend in the environment', {}, { NEXT_PUBLIC_API_BASE_URL: 'https://api.example.com' }, false, 'live'],
    ['the backend in .env', { '.env': LIVE }, {}, false, 'live'],
    ['the backend in .env.local', { '.env.local': LIVE }, {}, false, 'live'],
    ['the backend in .env.production', { '.env.production': LIVE }, {}, false, 'live'],
    ['the backend in .env.production.local', { '.env.production.local': LIVE }, {}, false, 'live'],
    ['.env.production in dev mode (next dev does not read it)', { '.env.production': LIVE }, {}, true, 'sandbox'],
    ['the backend in .env.development in dev mode', { '.env.development': LIVE }, {}, true, 'live'],
    ['an empty value', { '.env.production': 'NEXT_PUBLIC_API_BASE_URL=\n' }, {}, false, 'sandbox'],
  ])('%s', (_, files, env, dev, mode) => {
    expect(modeOf(files, env, dev)).toBe(mode);
  });
});
