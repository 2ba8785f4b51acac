// @vitest-environment node
import { isOnAllowList, parsedOrigin } from './site-origins';

const SITE = ['https://jo.khidma.example', 'http://localhost:3000'];

describe('isOnAllowList', () => {
  it.each([
    ['https://jo.khidma.example/clients/auth/resetPassword', true],
    ['https://jo.khidma.example:443/clients/auth/verify-email?x=1', true],
    ['HTTPS://JO.KHIDMA.EXAMPLE/clients/auth/resetPassword', true],
    ['http://localhost:3000/service-providers/auth/resetPassword', true],
    ['https://evil.example/steal', false],
    ['https://jo.khidma.example.evil.com/clients/auth/resetPassword', false],
    ['https://evil.com/?https://jo.khidma.example', false],
    ['https://evil.com/https://jo.khidma.example/', false],
    ['https://jo.khidma.example@evil.com/', false],
    ['https://evil.com#https://jo.khidma.example', false],
    ['http://jo.khidma.example/clients/auth/resetPassword', false],
    ['https://jo.khidma.example:8443/', false],
    ['http://localhost:3001/', false],
    ['//jo.khidma.example/clients', false],
    ['/clients/auth/resetPassword', false],
    ['javascript:alert(1)//https://jo.khidma.example', false],
    ['data:text/html,https://jo.khidma.example', false],
    ['https://xn--jo-khidma-example.evil/', false],
    ['', false],
  ])('%s → %s', (value, allowed) => {
    expect(isOnAllowList(value, SITE)).toBe(allowed);
  });

  it('refuses everything when the list is empty or holds no valid origin', () => {
    expect(isOnAllowList('https://jo.khidma.example/', [])).toBe(false);
    expect(isOnAllowList('https://jo.khidma.example/', ['', 'not a url'])).toBe(false);
  });
});

describe('parsedOrigin', () => {
  it.each([
    ['https://a.example/path?q=1', 'https://a.example'],
    ['ftp://a.example/', null],
    ['nonsense', null],
  ])('%s → %s', (value, origin) => {
    expect(parsedOrigin(value)).toBe(origin);
  });
});
