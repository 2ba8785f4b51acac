// @vitest-environment node
import { loadContract } from '@/tests/contract/openapi';
import { APP_ANSWERS } from './app-answers';
import { callKey } from './call-key';
import { SPEC_ANSWERS } from './spec-answers';

const documented = () =>
  new Set(loadContract().operations.map((operation) => callKey(operation.method, operation.path)));

describe('the calls the profiles name', () => {
  it("names only the contract's calls; the spec's table names each of its 27", () => {
    const known = documented();
    expect([...Object.keys(APP_ANSWERS), ...Object.keys(SPEC_ANSWERS)].filter((call) => !known.has(call))).toEqual([]);
    const spec = loadContract()
      .operations.filter((operation) => operation.origin === 'spec')
      .map((operation) => callKey(operation.method, operation.path));
    expect(Object.keys(SPEC_ANSWERS).sort()).toEqual(spec.sort());
  });
});
