import { createConfig, lint } from '@redocly/openapi-core';
import { DOCUMENT_PATH } from './openapi';

/** OpenAPI 3.1's own rules (Redocly, the checker openapi-typescript parses the document with), before any content check. */
describe('docs/api/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document: structure, references, unique operationIds, path parameters', async () => {
    const config = await createConfig({
      rules: {
        struct: 'error',
        'no-unresolved-refs': 'error',
        'operation-operationId-unique': 'error',
        'operation-operationId': 'error',
        'path-parameters-defined': 'error',
        'operation-parameters-unique': 'error',
        'no-identical-paths': 'error',
        'no-path-trailing-slash': 'off',
      },
    });
    const problems = await lint({ ref: DOCUMENT_PATH, config });
    expect(
      problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`),
    ).toEqual([]);
  });
});
