// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANSWERS as COMMON_ANSWERS } from './common-shapes';
import * as reader from './start-reader';

/** Every source file of the app's services, hooks, stores and components (tests left out). */
const sources = ['services', 'hooks', 'store', 'components'].flatMap((layer) =>
  readdirSync(layer, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(layer, file)),
);

describe('the start’s reader (services/api/start-reader.ts)', () => {
  it('carries the checker and the common answers', () => {
    expect(typeof reader.readAnswer).toBe('function');
    expect(typeof reader.readIfFits).toBe('function');
    expect(reader.ANSWERS).toBe(COMMON_ANSWERS);
  });

  it.each(['checked-answer', 'common-shapes'])(
    '%s is never asked for by an import() of its own: that would be one more chunk on every start',
    (part) => {
      const dynamic = new RegExp(`import\\(\\s*['"][^'"]*/${part}['"]\\s*\\)`);
      expect(sources.length).toBeGreaterThan(100);
      expect(sources.filter((file) => dynamic.test(readFileSync(file, 'utf8')))).toEqual([]);
    },
  );
});
