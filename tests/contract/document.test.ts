// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_PATH } from './openapi';
// @ts-expect-error -- a plain .mjs script, without type declarations
import { lintDocument } from '../../scripts/openapi-lint.mjs';

type Problem = { ruleId: string; message: string; location: { pointer?: string }[] };

const described = (problems: Problem[]) =>
  problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);

/** The document with `edit` applied, in a file of its own. */
function planted(edit: (text: string) => string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.yaml');
  writeFileSync(file, edit(readFileSync(DOCUMENT_PATH, 'utf8')));
  return file;
}

/** Redocly's rules as redocly.yaml sets them (`npm run lint` runs the same: scripts/openapi-lint.mjs). */
describe('docs/api/openapi.yaml', () => {
  it('lints clean: structure, references, unique operationIds, path parameters, a summary on every operation', async () => {
    expect(described(await lintDocument(DOCUMENT_PATH))).toEqual([]);
  });

  it('is refused with an operation that has no summary', async () => {
    const file = planted((text) => text.replace('      summary: Sign in with email or phone and password\n', ''));
    expect(described(await lintDocument(file))).toEqual([
      'operation-summary: Operation object should contain `summary` field. at #/paths/~1auth~1token~1/post/summary',
    ]);
  });

  it('keeps the trailing slashes the spec writes (auth/token/) and leaves out the ones it does not', async () => {
    expect(readFileSync(DOCUMENT_PATH, 'utf8')).toMatch(/^ {2}\/auth\/token\/:$/m);
    expect(readFileSync(DOCUMENT_PATH, 'utf8')).toMatch(/^ {2}\/auth\/user\/addresses:$/m);
  });
});
