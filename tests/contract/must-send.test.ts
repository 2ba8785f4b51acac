// @vitest-environment node
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANSWER_SHAPES, DESIGNED_ANSWERS, SPEC_ANSWERS } from '@/mocks/profiles/app-answers';
import { requiredPaths } from '@/services/api/shape-paths';
import { mustSendMarkdown } from './must-send';

const DOC = join(process.cwd(), 'docs/api/must-send.md');

describe('docs/api/must-send.md: what a backend must send, from the shapes', () => {
  it('says what the declarations say (UPDATE_DOCS=1 rewrites it)', () => {
    const written = mustSendMarkdown(SPEC_ANSWERS, DESIGNED_ANSWERS);
    if (process.env.UPDATE_DOCS === '1') writeFileSync(DOC, written);
    expect(readFileSync(DOC, 'utf8')).toBe(written);
  });

  it('lists the spec’s 27 calls, each once', () => {
    expect(SPEC_ANSWERS).toHaveLength(27);
    expect(new Set(ANSWER_SHAPES.map((entry) => entry.call)).size).toBe(ANSWER_SHAPES.length);
  });

  it('lists every call whose answer a service reads through a shape', () => {
    const services = join(process.cwd(), 'services');
    const named = readdirSync(services, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
      .flatMap((file) =>
        [...readFileSync(join(services, file), 'utf8').matchAll(/'((?:GET|POST|PUT|PATCH|DELETE) [a-z][^' ]*)'/g)].map(
          (match) => match[1] ?? '',
        ),
      )
      // The sandbox's own payment page is no backend's call.
      .filter((call) => !call.includes(' sandbox/'));
    const listed = new Set(ANSWER_SHAPES.map((entry) => entry.call));
    expect([...new Set(named)].filter((call) => !listed.has(call))).toEqual([]);
  });

  it('the start needs nothing designed: the country’s id and code_name, the profile’s ids and language', () => {
    const shape = (call: string) => ANSWER_SHAPES.find((entry) => entry.call === call)?.shape?.();
    expect(requiredPaths(shape('GET common/country-by-code-name/{codeName}')!)).toEqual(['id', 'code_name']);
    expect(requiredPaths(shape('GET auth/user/profile/')!)).toEqual(['id', 'user', 'user.id', 'user.language']);
  });
});
