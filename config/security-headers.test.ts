// @vitest-environment node
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import {
  contentSecurityPolicy,
  headerRules,
  INLINE_SCRIPT_HASHES_PREFIX,
  inlineScriptHashes,
  securityHeaders,
} from './security-headers';
// @ts-expect-error -- a build script in plain JS; its functions are tested here.
import { fillPlaceholders, hashSource, inlineScripts, PLACEHOLDER_PREFIX } from '../scripts/csp-inline-hashes.mjs';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('contentSecurityPolicy', () => {
  it('production: scripts only from us and the hashed inline scripts, never inline or eval', () => {
    const policy = contentSecurityPolicy({ dev: false, page: '/clients/homepage' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", inlineScriptHashes('/clients/homepage')]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('the sandbox talks to its own origin only', () => {
    expect(directive(contentSecurityPolicy({ dev: false, page: '/404' }), 'connect-src')).toEqual(["'self'"]);
  });

  it.each([
    ['https://api.example.com/', 'https://api.example.com', 'wss://api.example.com'],
    ['http://localhost:8000', 'http://localhost:8000', 'ws://localhost:8000'],
  ])('live (%s): the API origin and its socket', (apiBaseUrl, origin, socket) => {
    const policy = contentSecurityPolicy({ apiBaseUrl, dev: false, page: '/404' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", origin, socket]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', origin]);
  });

  it('the web-vitals collector, when set, may receive beacons', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'https://api.example.com',
      vitalsUrl: 'https://vitals.example.com/collect',
      dev: false,
      page: '/404',
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'wss://api.example.com',
      'https://vitals.example.com',
    ]);
  });

  it('next dev may eval (fast refresh); the placeholder is not used there', () => {
    expect(directive(contentSecurityPolicy({ dev: true, page: '/404' }), 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
    ]);
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy and the microphone for us only', () => {
    const headers = Object.fromEntries(securityHeaders({ dev: false }).map((h) => [h.key, h.value]));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/microphone=\(self\)/);
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\), geolocation=\(\), payment=\(\)/);
  });
});

describe('deployment headers', () => {
  const headersOf = (options: Parameters<typeof securityHeaders>[0]): Record<string, string> => ({
    ...Object.fromEntries(securityHeaders(options).map((h) => [h.key, h.value])),
    'Content-Security-Policy': contentSecurityPolicy({ ...options, page: '/404' }),
  });

  it('isolates the window (COOP) everywhere', () => {
    expect(headersOf({ dev: false })['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it.each([
    ['https://jo.khidma.example', true],
    ['http://localhost:3000', false],
    ['', false],
    [undefined, false],
    ['not a url', false],
  ])('HSTS for the site URL %s: %s', (siteUrl, sent) => {
    expect(headersOf({ dev: false, siteUrl })['Strict-Transport-Security']).toBe(
      sent ? 'max-age=63072000; includeSubDomains' : undefined,
    );
  });

  it('reports violations to the configured endpoint: report-to, report-uri and Reporting-Endpoints', () => {
    const reportUrl = 'https://reports.example.com/csp';
    const headers = headersOf({ dev: false, reportUrl });
    expect(directive(headers['Content-Security-Policy'] ?? '', 'report-uri')).toEqual([reportUrl]);
    expect(directive(headers['Content-Security-Policy'] ?? '', 'report-to')).toEqual(['csp-endpoint']);
    expect(headers['Reporting-Endpoints']).toBe(`csp-endpoint="${reportUrl}"`);
  });

  it('reports nowhere when no endpoint is set', () => {
    const headers = headersOf({ dev: false });
    expect(headers['Content-Security-Policy']).not.toMatch(/report-(uri|to)/);
    expect(headers).not.toHaveProperty('Reporting-Endpoints');
  });
});

describe("headerRules under next dev: Next's own dev scripts load (issue 44)", () => {
  const rules = headerRules({ dev: true }, []);
  const headersAt = (path: string) =>
    rules
      .filter((rule) => getPathMatch(rule.source)(path) !== false)
      .flatMap((rule) => rule.headers.map((header) => header.key));

  it('sends no nosniff on _clientMiddlewareManifest.js, which next dev answers as JSON', () => {
    const keys = headersAt('/_next/static/development/_clientMiddlewareManifest.js');
    expect(keys).not.toContain('X-Content-Type-Options');
    expect(keys).toContain('Referrer-Policy');
  });

  it('keeps nosniff on pages and chunks', () => {
    expect(headersAt('/clients/homepage')).toContain('X-Content-Type-Options');
    expect(headersAt('/_next/static/chunks/app.js')).toContain('X-Content-Type-Options');
  });
});

describe('headerRules: a policy per page, none on static files', () => {
  const pages = [
    { page: '/clients/homepage', source: '/clients/homepage' },
    { page: '/clients/offers/[offerId]', source: '/clients/offers/:offerId' },
  ];
  const rules = headerRules({ dev: false }, pages);
  const policyOf = (source: string) =>
    rules.find((rule) => rule.source === source)?.headers.find((header) => header.key === 'Content-Security-Policy')
      ?.value ?? '';

  it('sends the common headers everywhere, without a policy', () => {
    expect(rules[0]?.source).toBe('/:path*');
    expect(rules[0]?.headers.map((header) => header.key)).not.toContain('Content-Security-Policy');
  });

  it("gives every path but /_next/static/ the 404 page's policy, then each page its own (the last rule wins)", () => {
    const [, pattern = '$^'] = /^\/:path\((.*)\)$/.exec(rules[1]?.source ?? '') ?? [];
    const fallback = new RegExp(`^/${pattern}$`);
    expect(fallback.test('/clients/no-such-page')).toBe(true);
    expect(fallback.test('/_next/static/chunks/app.js')).toBe(false);
    expect(directive(policyOf(rules[1]?.source ?? ''), 'script-src')).toEqual(["'self'", inlineScriptHashes('/404')]);
    expect(directive(policyOf('/clients/offers/:offerId'), 'script-src')).toEqual([
      "'self'",
      inlineScriptHashes('/clients/offers/[offerId]'),
    ]);
    expect(rules.map((rule) => rule.source)).toEqual([
      '/:path*',
      '/:path((?!_next/static/).*)',
      '/clients/homepage',
      '/clients/offers/:offerId',
    ]);
  });
});

describe('the build step that hashes inline scripts', () => {
  it('uses the placeholder the policy writes', () => expect(PLACEHOLDER_PREFIX).toBe(INLINE_SCRIPT_HASHES_PREFIX));

  it("puts each page's own hashes in its policy, once each", () => {
    const manifest = JSON.stringify([inlineScriptHashes('/a'), inlineScriptHashes('/b/[id]')]);
    const html: Record<string, string> = {
      '/a': '<script>one()</script><script>shared()</script>',
      '/b/[id]': '<script>shared()</script><script>shared()</script>',
    };
    const { manifest: filled } = fillPlaceholders(manifest, Object.keys(html), (page: string) => html[page]);
    expect(JSON.parse(filled)).toEqual([`${hashSource('one()')} ${hashSource('shared()')}`, hashSource('shared()')]);
  });

  it('fails the build on a placeholder left without its page, or no placeholder at all', () => {
    const manifest = JSON.stringify([inlineScriptHashes('/a'), inlineScriptHashes('/gone')]);
    expect(() => fillPlaceholders(manifest, ['/a'], () => '<script>a()</script>')).toThrow(/gone/);
    expect(() => fillPlaceholders('{}', ['/a'], () => '<script>a()</script>')).toThrow(/missing/);
  });

  it('finds executable inline scripts, not external ones or JSON data', () => {
    const html =
      '<head><script>a()</script><script src="/x.js" defer=""></script></head>' +
      '<body><script id="__NEXT_DATA__" type="application/json">{"a":1}</script><script type="module">b()</script></body>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('hashes the exact text as CSP expects (sha256, base64)', () => {
    // printf "alert('Hello, world.');" | openssl sha256 -binary | base64 (the CSP spec's example)
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});
