// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * docs/api.md "Departures from the spec": every place where the app departs from the spec's letter on purpose is a
 * row, and each row names the code that departs, so a backend team can find it and a reader can check it.
 */
const doc = readFileSync(join(process.cwd(), 'docs/api.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Departures from the spec'), doc.indexOf('## Limits'));
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| departure') && !line.startsWith('| ---'));
const departures = rows.map((row) => row.split(' | ')[0] ?? '');
const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');

describe('docs/api.md: the departures from the spec', () => {
  it.each<[string, string]>([
    ['the profile call beside the country lookup (§4 start)', 'components/shell/StartGate.tsx'],
    ['quiet socket frames that do not light the bell (§4 socket)', 'QUIET_KINDS'],
    ['no redirect away from a login or sign-up page on expiry (§4 expiry)', 'store/auth/session.ts'],
    ["the socket's 4001/4003 closes running the expiry path (§8 401)", '4001 and 4003'],
    ["the worker's country copy of up to a week (§4 start)", 'START_LOOKUP_FRESH_MS'],
    ['the bell lit by a count the socket never brought (§4 socket)', 'socket-catch-up.ts'],
    ['the call deadline (§7)', 'gives up after 15 s'],
    ['the token refresh (§8)', 'renews the session once'],
  ])('lists %s', (_what, mark) => {
    expect(departures.filter((departure) => departure.includes(mark))).toHaveLength(1);
  });

  it('names in each row files that exist', () => {
    const files = rows.flatMap((row) =>
      [...row.matchAll(/`((?:[\w.-]+\/)+[\w.-]+\.(?:ts|tsx|js|mjs))`/g)].map((m) => m[1]!),
    );
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(files.filter((file) => !existsSync(join(process.cwd(), file)))).toEqual([]);
  });

  it('the README tells a team whose backend has slow calls to build without the deadline', () => {
    const slow = readme.split('\n').find((line) => /slower than 15 s/.test(line)) ?? '';
    expect(slow).toContain('`NEXT_PUBLIC_CALL_TIMEOUT=off`');
    expect(section).toContain('`NEXT_PUBLIC_CALL_TIMEOUT=off`: no deadline');
  });
});
