// @vitest-environment node
import { idFromQuery } from './route-params';
import { isAuthPath, loginPathFor, roleOfPath, safeNextPath } from './routes';

describe('roleOfPath', () => {
  it.each([
    ['/service-providers', 'provider'],
    ['/service-providers/settings/account', 'provider'],
    ['/service-providers-fake/x', 'client'],
    ['/clients/my-requests', 'client'],
    ['/', 'client'],
  ])('%s → %s', (path, role) => expect(roleOfPath(path)).toBe(role));
});

describe('safeNextPath', () => {
  it.each([
    ['/clients/my-requests', '/clients/my-requests'],
    ['/clients/requests/5?tab=offers#top', '/clients/requests/5?tab=offers#top'],
    ['/clients/./settings/../my-requests', '/clients/my-requests'],
    ['/clients/%2e%2e/service-providers/homepage', '/service-providers/homepage'],
    ['/clients/a%2F%2Fb', '/clients/a%2F%2Fb'],
    ['/clients?next=//evil.example', '/clients?next=//evil.example'],
  ])('keeps the local path %s as %s', (input, expected) => expect(safeNextPath(input)).toBe(expected));

  it.each([
    // protocol-relative and backslash forms
    '//evil.example.com',
    '///evil.example.com',
    '/\\evil.example.com',
    '\\/evil.example.com',
    '/\\/evil.example.com',
    '\\\\evil.example.com',
    // dot segments that collapse into `//`
    '/.//evil.example/x',
    '/./..//evil.example/x',
    '/a/..//evil.example/x',
    '/a/b/../..//evil.example/x',
    '/..//evil.example/x',
    '/./\\evil.example/x',
    '/a/..\\/evil.example',
    // encoded dots and slashes
    '/%2e//evil.example/x',
    '/%2E//evil.example/x',
    '/%2e%2e//evil.example/x',
    '/a/%2e%2e//evil.example/x',
    '/.%2e//evil.example/x',
    '/%2e/%2e%2e//evil.example/x',
    // tabs, newlines and other controls the parser strips
    '/\t/evil.example.com',
    '/\n/evil.example.com',
    '/\r\n/evil.example.com',
    '/\u0000/evil.example.com',
    '/\u007f/evil.example.com',
    '/.\t//evil.example.com',
    // full URLs and schemes
    'https://evil.example.com/x',
    'http:evil.example.com',
    'HTTPS://evil.example.com',
    'javascript:alert(1)',
    'JavaScript:alert(document.domain)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    ' /clients',
    // not a path at all
    'clients/relative',
    'evil.example.com',
    '',
    undefined,
    null,
    42,
    ['/clients'],
  ])('refuses %j', (input) => expect(safeNextPath(input)).toBeNull());

  it('never returns a path that leaves the page origin', () => {
    const shapes = ['/', '.', '..', '%2e', '%2E', '\\', '%2f', '%5c', '\t', 'evil.example', 'a'];
    for (const a of shapes)
      for (const b of shapes)
        for (const c of shapes) {
          const result = safeNextPath(`/${a}/${b}/${c}/x`);
          if (result === null) continue;
          expect(result.startsWith('//') || result.startsWith('/\\')).toBe(false);
          expect(new URL(result, 'https://ours.example').origin).toBe('https://ours.example');
        }
  });
});

describe('loginPathFor', () => {
  it('sends a provider page to the provider login and back', () => {
    expect(loginPathFor('/service-providers/job-opportunities')).toBe(
      '/service-providers/auth/login?next=%2Fservice-providers%2Fjob-opportunities',
    );
  });
  it('sends a client page to the client login', () => {
    expect(loginPathFor('/clients/settings/account')).toBe('/clients/auth/login?next=%2Fclients%2Fsettings%2Faccount');
  });
  it('does not loop back into an auth page', () => {
    expect(loginPathFor('/clients/auth/login')).toBe('/clients/auth/login');
  });
});

describe('isAuthPath', () => {
  it.each<[string, boolean]>([
    ['/service-providers/auth/login?next=%2Fservice-providers%2Fnotifications', true],
    ['/clients/auth/login', true],
    ['/clients/auth/register#top', true],
    ['/service-providers/auth/login', true],
    ['/clients/auth/login/extra', false],
    ['/service-providers/notifications?next=/clients/auth/login', false],
    ['/clients/homepage', false],
  ])('%s → %s', (path, expected) => {
    expect(isAuthPath(path)).toBe(expected);
  });
});

describe('idFromQuery', () => {
  it.each<[string | string[] | undefined, number]>([
    ['12', 12],
    ['0', 0],
    ['12abc', Number.NaN],
    ['-1', Number.NaN],
    ['1.5', Number.NaN],
    ['', Number.NaN],
    [undefined, Number.NaN],
    [['1', '2'], Number.NaN],
  ])('%j → %s', (value, id) => {
    expect(idFromQuery(value)).toBe(id);
  });
});
