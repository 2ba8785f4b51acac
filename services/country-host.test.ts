import { countryCodeFromHost } from './country-host';

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
