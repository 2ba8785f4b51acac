import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import { sandboxControl } from '@/mocks/shared/control';
import { listOf, objectOf, oneOf, oneOfOrUnknown, optional, pageOf, type Shape } from '@/services/api/shape';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { runConformance } from './conformance';
import { failsRun, formatImpact, impactOfField, shapePath } from './conformance-impact';
import type { Difference } from './conformance-verdict';
import type { ConformanceRow } from './conformance-verdict';

/** A declaration with one field of each kind the report tells apart. */
const record = objectOf({
  id: 'number',
  dial_code: optional('string', 'none shown'),
  status: oneOfOrUnknown(['open'], 'a neutral label, no actions'),
  kind: oneOf(['a', 'b']),
  owner: optional(objectOf({ id: 'number' }), 'no owner shown'),
  items: listOf(objectOf({ price: 'number' })),
});
const page = pageOf(objectOf({ id: 'number' }));

describe('what a difference does to the app (tests/contract/conformance-impact.ts)', () => {
  it.each<[string, Shape | undefined, string, 'missing' | 'wrong' | 'unknown value', string, string]>([
    ['a required field missing', record, 'id', 'missing', 'breaks', 'required'],
    ['a required field of the wrong type', record, 'id', 'wrong', 'breaks', 'required'],
    ['an optional field missing', record, 'dial_code', 'missing', 'copes', 'none shown'],
    ['an optional field of the wrong type', record, 'dial_code', 'wrong', 'copes', 'none shown'],
    ['a value the app degrades', record, 'status', 'unknown value', 'copes', 'a neutral label, no actions'],
    ['a value of an enum the app does not degrade', record, 'kind', 'unknown value', 'breaks', 'required'],
    ['a field of an optional object', record, 'owner.id', 'missing', 'copes', 'owner falls back: no owner shown'],
    [
      'a required field of a list item',
      record,
      'items[].price',
      'missing',
      'breaks',
      'required: the item is left out of the list',
    ],
    ['a field no screen reads', record, 'name_ar', 'missing', 'copes', 'not read by the app'],
    [
      'an answer the app reads nothing of',
      undefined,
      'id',
      'missing',
      'copes',
      'the app declares nothing it reads of this answer',
    ],
    ['a plain array for a page', page, '', 'wrong', 'copes', 'a plain list: read as one complete page'],
    ['a page without its links', page, 'next', 'missing', 'copes', 'no pagination links: read as one complete page'],
    ['an answer that is not an object', record, '', 'wrong', 'breaks', 'the answer is not what the app reads'],
  ])('%s', (_case, shape, path, kind, impact, why) => {
    expect(impactOfField(shape, path, kind)).toEqual({ impact, why });
  });

  it.each([
    ['/results/0/provider/id', 'results[].provider.id'],
    ['/user/language', 'user.language'],
    ['/0/price', '[].price'],
    ['', ''],
  ])('names %s as the shapes do: %s', (pointer, path) => {
    expect(shapePath(pointer)).toBe(path);
  });

  it('fails a run only when a screen breaks, any difference with --strict', () => {
    const row = (differences: Difference[]): ConformanceRow => ({
      operation: 'getCountryByCode',
      call: 'GET common/country-by-code-name/jo',
      status: 200,
      verdict: 'differs',
      differs: differences.length > 0,
      differences,
    });
    const copes = row([{ path: 'dial_code', said: '/dial_code: expected a value', impact: 'copes', why: 'none' }]);
    const breaks = row([{ path: 'id', said: '/id: expected a value', impact: 'breaks', why: 'required' }]);
    expect([failsRun([copes], false), failsRun([copes], true), failsRun([copes, breaks], false)]).toEqual([
      false,
      true,
      true,
    ]);
    expect(formatImpact([copes, breaks])).toMatch(
      /A screen breaks \(required field\): 1 difference\(s\) in 1 call\(s\)\n {2}getCountryByCode .* → required\n\nThe app copes/,
    );
  });
});

describe('the conformance run against the minimal profile', () => {
  beforeEach(() => {
    useJordan();
    sandboxControl.setProfile('minimal');
  });

  it.each([
    ['client', DEMO.client.email],
    ['provider', DEMO.provider.email],
  ])('finds differences for a %s, and none that breaks a screen', async (_who, email) => {
    const rows = await runConformance({ base: 'http://backend.test', email, password: DEMO_PASSWORD, write: true });
    const differences = rows.flatMap((row) => row.differences ?? []);
    expect(differences.filter((item) => item.impact === 'breaks')).toEqual([]);
    expect(differences.length).toBeGreaterThan(20);
    expect(failsRun(rows, false)).toBe(false);
  });
});
