import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContract, OUTSIDE_CONTRACT } from '@/tests/contract/openapi';
import { APP_ANSWERS } from './app-answers';
import { callKey } from './kept';
import { SPEC_ANSWERS } from './spec-answers';

/** The names services/ checks answers under (`checkedAnswer('GET offers/{id}/', …)`, `readAllPages(…, 'GET …')`). */
function checkedCalls(): string[] {
  const dir = join(process.cwd(), 'services');
  const sources = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
  const named = sources.flatMap((source) => [...source.matchAll(/'(GET|POST|PUT|PATCH|DELETE) ([^' ]+)'/g)]);
  return [
    ...new Set(named.filter((match) => !OUTSIDE_CONTRACT.test(match[2]!)).map((m) => callKey(m[1]!, m[2]!))),
  ].sort();
}

const documented = () =>
  new Set(loadContract().operations.map((operation) => callKey(operation.method, operation.path)));

describe('the calls the profiles name', () => {
  it('has the shape of every call a service checks, and names no other', () => {
    expect(checkedCalls().length).toBeGreaterThan(25);
    expect(Object.keys(APP_ANSWERS).sort()).toEqual(checkedCalls());
  });

  it("names only the contract's calls; the spec's table names each of its 27", () => {
    const known = documented();
    expect([...Object.keys(APP_ANSWERS), ...Object.keys(SPEC_ANSWERS)].filter((call) => !known.has(call))).toEqual([]);
    const spec = loadContract()
      .operations.filter((operation) => operation.origin === 'spec')
      .map((operation) => callKey(operation.method, operation.path));
    expect(Object.keys(SPEC_ANSWERS).sort()).toEqual(spec.sort());
  });
});
