// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pkg from '../package.json';

const PAGE = '/clients/homepage';
const HTML = '<html><head><script>document.documentElement.lang="ar"</script></head><body></body></html>';

/**
 * What `next build` leaves for the step after it, planted: the page's HTML, Next's manifests (the
 * page's CSP placeholder in routes-manifest.json) and, when `chunk` is given, a built chunk holding it.
 */
function plantedOutput(chunk?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'built-'));
  mkdirSync(join(dir, 'server/pages/clients'), { recursive: true });
  writeFileSync(join(dir, 'server/pages-manifest.json'), JSON.stringify({ [PAGE]: 'pages/clients/homepage.html' }));
  writeFileSync(join(dir, 'server/pages/clients/homepage.html'), HTML);
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

/** The step after `next build` on a planted output: the routes manifest it leaves. */
function afterNextBuild(dir: string): string {
  execFileSync(process.execPath, ['scripts/csp-inline-hashes.mjs', dir], { stdio: 'pipe' });
  const manifest = readFileSync(join(dir, 'routes-manifest.json'), 'utf8');
  rmSync(dir, { recursive: true, force: true });
  return manifest;
}

describe('npm run build', () => {
  it('is `next build` and the CSP step, nothing before or between', () => {
    expect(pkg.scripts.build).toBe('NEXT_TELEMETRY_DISABLED=1 next build && node scripts/csp-inline-hashes.mjs');
  });

  it('stays green when a shape field is renamed: the step after next build never reads a chunk', () => {
    // The country's shape as the answer checks compile it, and the same with `dial_code` renamed.
    const shape = 'e.s(["country",0,()=>p({id:"number",code_name:"string",dial_code:"string"})])';
    const renamed = afterNextBuild(plantedOutput(shape.replace('dial_code', 'calling_code')));
    expect(renamed).not.toContain('inline-script-hashes:');
    expect(renamed).toBe(afterNextBuild(plantedOutput(shape)));
    expect(renamed).toBe(afterNextBuild(plantedOutput()));
  });
});
