import { loginPathFor, roleOfPath, safeNextPath } from './routes';

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
    ['//evil.example.com', null],
    ['/\\evil.example.com', null],
    ['https://evil.example.com/x', null],
    ['javascript:alert(1)', null],
    ['clients/relative', null],
    ['/\u0009/evil.example.com', null],
    [undefined, null],
    [42, null],
  ])('%s → %s', (input, expected) => expect(safeNextPath(input)).toBe(expected));
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
