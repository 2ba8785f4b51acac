// @vitest-environment node
import { countryCodeFromHost } from './country-host';
import { hostForCountry } from './country-site';

describe('countryCodeFromHost', () => {
  it.each([
    ['localhost', 'jo'],
    ['127.0.0.1', 'jo'],
    ['jo-app.example.com', 'jo'],
    ['jo.example.com', 'jo'],
    ['sa-app.example.com', 'sa'],
    ['sa.example.com', 'sa'],
    ['uk-app.example.com', 'uk'],
    ['UK-App.Example.com', 'uk'],
    ['www.example.com', 'jo'],
    ['josh.example.com', 'jo'],
    ['sample.example.com', 'jo'],
    ['ukraine-shop.example.com', 'jo'],
    ['', 'jo'],
  ])('%s → %s', (host, code) => {
    expect(countryCodeFromHost(host)).toBe(code);
  });
});

describe('hostForCountry', () => {
  it.each([
    ['sa-app.example.com', 'jo-app.example.com'],
    ['uk-app.example.com', 'jo-app.example.com'],
    ['sa.example.com', 'jo.example.com'],
    ['SA-app.example.com', 'jo-app.example.com'],
    ['sa-www-eu.example.com', 'jo-www-eu.example.com'],
    ['jo-app.example.com', 'jo-app.example.com'],
    ['localhost', 'localhost'],
    ['app.example.com', 'app.example.com'],
  ])('%s → %s for Jordan', (host, jordan) => {
    expect(hostForCountry(host, 'jo')).toBe(jordan);
  });
});
