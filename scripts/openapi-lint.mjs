// The OpenAPI document (docs/api/openapi.yaml) against redocly.yaml's rules, with Redocly's own
// checker (@redocly/openapi-core, the library its CLI runs): part of `npm run lint`; prints the
// problems and exits 1 on any, an error or a warning. tests/contract/document.test.ts plants some.
import { pathToFileURL } from 'node:url';
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';

/** Every problem redocly.yaml's rules find in the document at `ref`. */
export async function lintDocument(ref, configPath = 'redocly.yaml') {
  return lint({ ref, config: await loadConfig({ configPath }) });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = await lintDocument('docs/api/openapi.yaml');
  if (problems.length) {
    formatProblems(problems, { format: 'codeframe', totals: getTotals(problems), version: 'openapi-core' });
    process.exit(1);
  }
}
