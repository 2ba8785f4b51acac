// The TypeScript types of the contract, generated from docs/api/openapi.yaml by openapi-typescript
// into services/api/api-schema.d.ts (types only: nothing reaches a bundle). services/ aliases them.
// Usage: node scripts/contract-types.mjs            write the file (npm run contract:types)
//        node scripts/contract-types.mjs --check    exit 1 when the file is not what the document gives
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = process.cwd();
export const DOCUMENT = join(root, 'docs/api/openapi.yaml');
export const TYPES = join(root, 'services/api/api-schema.d.ts');
const HEADER =
  '/* Generated from docs/api/openapi.yaml by `npm run contract:types` (openapi-typescript). Do not edit. */\n\n';

export async function contractTypes() {
  return HEADER + astToString(await openapiTS(pathToFileURL(DOCUMENT), { alphabetize: false }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const generated = await contractTypes();
  if (process.argv.includes('--check')) {
    if (readFileSync(TYPES, 'utf8') !== generated) {
      console.error(
        'services/api/api-schema.d.ts is out of date with docs/api/openapi.yaml: run npm run contract:types',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(TYPES, generated);
    console.log(`${TYPES}: written`);
  }
}
