// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANSWER_SHAPES } from '@/mocks/profiles/app-answers';
import { fieldRulesOf } from '@/services/api/shape-paths';

/*
 * docs/api/marketplace.md's "a backend without it shows" tables, where a row is a field of an answer the app reads
 * through a shape, say what the shape's fallback says: one home (the shape, which the screens follow), the table its copy.
 */
const doc = readFileSync(join(process.cwd(), 'docs/api/marketplace.md'), 'utf8');

/** The rows `| \`field\` | shows |` of the table under a `### heading`, up to the next heading. */
function tableOf(heading: string): Map<string, string> {
  const start = doc.indexOf(`### ${heading}`);
  const end = doc.indexOf('\n#', start + 1);
  const rows = doc
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .map((line) => /^\| `([a-z_]+)` \| (.+) \|$/.exec(line))
    .filter((match) => match !== null);
  return new Map(rows.map((match) => [match[1]!, match[2]!]));
}

function fallbacksOf(call: string): Map<string, string | undefined> {
  const shape = ANSWER_SHAPES.find((entry) => entry.call === call)?.shape;
  if (!shape) throw new Error(`No shape for ${call}`);
  return new Map(fieldRulesOf(shape()).map((rule) => [rule.path, rule.fallback]));
}

describe('docs/api/marketplace.md: what a backend without a designed field shows', () => {
  it.each<[string, string, string[]]>([
    ['Spending limit — designed, optional (issue 34)', 'GET provider/balance/', ['daily_spend_cap', 'spent_today']],
    ['Credit back — designed (the contract a backend keeps)', 'GET provider/balance/', ['credit_after_hours']],
  ])('"%s" says what the shape of %s falls back to', (heading, call, fields) => {
    const table = tableOf(heading);
    const fallbacks = fallbacksOf(call);
    for (const field of fields) {
      expect(table.get(field), `${field} has no row`).toBeDefined();
      expect([field, table.get(field)]).toEqual([field, fallbacks.get(field)]);
    }
  });
});
