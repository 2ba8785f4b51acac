// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContract, OUTSIDE_CONTRACT, pathShape } from './openapi';

/** `GET requests/{}/offers/` for `route('get', 'requests/:id/offers/', …)` (a `?query` in the path is a parameter). */
function sandboxRoutes(): string[] {
  const dir = join(process.cwd(), 'mocks/handlers');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !/\.test(-kit)?\.ts$/.test(file),
  );
  return files.flatMap((file) =>
    [
      ...readFileSync(join(dir, file), 'utf8').matchAll(/\broute\(\s*'(get|post|put|patch|delete)',\s*(['`])(.*?)\2/g),
    ].map(([, method, , path]) => `${method!.toUpperCase()} ${path!.split('?')[0]!.replace(/:\w+/g, '{}')}`),
  );
}

describe('the sandbox and docs/api/openapi.yaml name the same calls', () => {
  const documented = loadContract().operations.map(
    (operation) => `${operation.method.toUpperCase()} ${pathShape(operation.path)}`,
  );
  const routes = sandboxRoutes();

  it('has a handler for every operation', () => {
    expect(documented.filter((call) => !routes.includes(call))).toEqual([]);
  });

  it('answers no call the document lacks', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((call) => !OUTSIDE_CONTRACT.test(call.split(' ')[1]!) && !documented.includes(call))).toEqual(
      [],
    );
  });
});
