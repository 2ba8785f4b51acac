// The conformance run: does a backend answer as docs/api/openapi.yaml says? Signs in with a test
// account, calls every GET in the document (ids found in earlier answers) and, with --write, the
// mutations that are safe on a test account (creates an address and a request, then cancels and
// deletes them), then prints a table: operation, call, status, `conforms` or what differs, and the
// two-way report: each difference sorted into "a screen breaks (required field)" and "the app copes
// (fallback used)" by the app's own shape declarations (tests/contract/conformance-impact.ts).
// Exits 1 when a screen breaks; with --strict, when anything differs (our own sandbox must conform
// whole: scripts/test-all.sh). See docs/api.md "Conformance run".
//
//   npm run contract -- --base https://staging.example.com --email qa@example.com --password … [--country jo] [--write] [--strict]
//   node scripts/sandbox-api.mjs --port 3102 [--profile minimal] &
//   npm run contract -- --base http://127.0.0.1:3102 --email client@sandbox.test --password Password123 --write
//
// The run itself is tests/contract/conformance.ts (vitest runs it against the sandbox too), loaded
// through jiti as scripts/sandbox-api.mjs loads the handlers.
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const arg = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};
const base = arg('base');
const email = arg('email') ?? process.env.CONTRACT_EMAIL;
const password = arg('password') ?? process.env.CONTRACT_PASSWORD;
if (!base || !email || !password) {
  console.error(
    'usage: npm run contract -- --base <origin> --email <test account> --password <password> [--country jo] [--language en] [--write] [--strict]',
  );
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const jiti = createJiti(import.meta.url, { alias: { '@': root.replace(/\/$/, '') } });
const { runConformance } = await jiti.import(`${root}tests/contract/conformance.ts`);
const { formatTable } = await jiti.import(`${root}tests/contract/conformance-verdict.ts`);
const { failsRun, formatImpact } = await jiti.import(`${root}tests/contract/conformance-impact.ts`);

const rows = await runConformance({
  base,
  email,
  password,
  country: arg('country') ?? 'jo',
  language: arg('language') ?? 'en',
  write: process.argv.includes('--write'),
});
console.log(formatTable(rows));
console.log(formatImpact(rows));
process.exit(failsRun(rows, process.argv.includes('--strict')) ? 1 : 0);
