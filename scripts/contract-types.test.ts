// @vitest-environment node
import { readFileSync } from 'node:fs';
// @ts-expect-error -- a plain .mjs build script, without type declarations
import { contractTypes, TYPES } from './contract-types.mjs';

describe('services/api/api-schema.d.ts', () => {
  it('is what docs/api/openapi.yaml generates (else: npm run contract:types)', async () => {
    const generated = (await contractTypes()) as string;
    expect(generated).toContain('export interface components');
    expect(
      readFileSync(TYPES as string, 'utf8') === generated,
      'services/api/api-schema.d.ts is out of date: npm run contract:types',
    ).toBe(true);
  });
});
