// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pkg from '../package.json';

const PAGE = '/clients/homepage';
const HTML = '<html><head><script>document.documentElement.lang="ar"</script></head><body></body></html>';

/**
 * What `next build` leaves for the steps after it, planted: the page's HTML, Next's manifests (the
 * page's CSP placeholder in routes-manifest.json, its first-load script in build-manifest.json) and,
 * when `chunk` is given, that script.
 */
function plantedOutput(chunk?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'built-'));
  mkdirSync(join(dir, 'server/pages/clients'), { recursive: true });
  writeFileSync(join(dir, 'server/pages-manifest.json'), JSON.stringify({ [PAGE]: 'pages/clients/homepage.html' }));
  writeFileSync(join(dir, 'server/pages/clients/homepage.html'), HTML);
  const firstLoad = chunk === undefined ? [] : ['static/chunks/0start.js'];
  writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ pages: { [PAGE]: firstLoad } }));
  writeFileSync(
    join(dir, 'routes-manifest.json'),
    JSON.stringify({ headers: [{ source: PAGE, headers: [{ key: 'csp', value: `'inline-script-hashes:${PAGE}'` }] }] }),
  );
  if (chunk !== undefined) {
    mkdirSync(join(dir, 'static/chunks'), { recursive: true });
    writeFileSync(join(dir, 'static/chunks/0start.js'), chunk);
  }
  return dir;
}

/** The steps after `next build` on a planted output: the routes manifest they leave. */
function afterNextBuild(dir: string): string {
  execFileSync(process.execPath, ['scripts/compile-hints.mjs', dir], { stdio: 'pipe' });
  execFileSync(process.execPath, ['scripts/csp-inline-hashes.mjs', dir], { stdio: 'pipe' });
  const manifest = readFileSync(join(dir, 'routes-manifest.json'), 'utf8');
  rmSync(dir, { recursive: true, force: true });
  return manifest;
}

describe('npm run build', () => {
  it('is `next build`, the compile hints and the CSP step, nothing before or between', () => {
    expect(pkg.scripts.build).toBe(
      'NEXT_TELEMETRY_DISABLED=1 next build && node scripts/compile-hints.mjs && node scripts/csp-inline-hashes.mjs',
    );
  });

  it('stays green when a shape field is renamed: no step after next build reads what a chunk says', () => {
    // The country's shape as the answer checks compile it, and the same with `dial_code` renamed.
    const shape = 'e.s(["country",0,()=>p({id:"number",code_name:"string",dial_code:"string"})])';
    const renamed = afterNextBuild(plantedOutput(shape.replace('dial_code', 'calling_code')));
    expect(renamed).not.toContain('inline-script-hashes:');
    expect(renamed).toBe(afterNextBuild(plantedOutput(shape)));
    expect(renamed).toBe(afterNextBuild(plantedOutput()));
  });
});
