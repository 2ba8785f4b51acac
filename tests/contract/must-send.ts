/**
 * docs/api/must-send.md, written from the declarations (mocks/profiles/app-answers.ts): per call, the
 * fields a backend must send and, for the rest, what the user sees instead. Test-only:
 * tests/contract/must-send.test.ts fails when the file differs, and writes it with UPDATE_DOCS=1.
 */
import type { AnswerShape } from '@/mocks/profiles/app-answers';
import { fieldRulesOf, type FieldRule } from '@/services/api/shape-paths';

const code = (text: string) => `\`${text}\``;

function ruleLine(rule: FieldRule): string {
  const inside = rule.whenSent ? ` (when ${code(rule.whenSent)} is sent)` : '';
  const unknown = rule.unknown ? `; a value the app does not know: ${rule.unknown}` : '';
  return `| ${code(rule.path)} | ${rule.fallback === undefined ? `**required**${inside}` : rule.fallback}${unknown} |`;
}

function section(entry: AnswerShape): string[] {
  const title = `### ${code(entry.call)}${entry.spec ? ' (spec §7)' : ''}`;
  if (!entry.shape) return [title, '', `Read: ${entry.read ?? 'nothing'}.`, ''];
  const rules = fieldRulesOf(entry.shape());
  const required = rules.filter((rule) => rule.fallback === undefined && !rule.whenSent).map((rule) => code(rule.path));
  return [
    title,
    '',
    `Required: ${required.length ? required.join(', ') : 'none'}.`,
    '',
    '| field | if it is missing or wrong |',
    '| --- | --- |',
    ...rules.map(ruleLine),
    '',
  ];
}

export function mustSendMarkdown(spec: readonly AnswerShape[], designed: readonly AnswerShape[]): string {
  return [
    '# What a backend must send',
    '',
    '<!-- Written from the shapes (mocks/profiles/app-answers.ts) by `UPDATE_DOCS=1 npx vitest run tests/contract/must-send.test.ts`; the test fails when it drifts. -->',
    '',
    'Per call, the fields of its answer the app reads: **required** ones a screen cannot work without (a',
    'missing or wrong one is the generic error with a retry, naming the call and the field in the console),',
    'and every other one with what the user sees instead (the fallback; said once in the console). A list',
    "item missing a required field is left out, and the rest shown. A list may come as DRF's page",
    '(`{count, next, previous, results}`), a page without `next`/`count` (one complete page) or a plain',
    'array (pagination off). A field not named here is not needed. Inside an optional object, a field marked',
    'required is needed only when that object is sent.',
    '',
    '## The spec’s calls (§7)',
    '',
    ...spec.flatMap(section),
    '## Designed calls',
    '',
    ...designed.flatMap(section),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
