import { COUNTRY_CODES, type CountryCode } from './country-host';

/**
 * The same host for another country: its `<code>-` prefix (or whole-label code) swapped,
 * so `sa-app.example.com` → `jo-app.example.com` and `uk.example.com` → `jo.example.com`.
 * A host with no country code in it (localhost) already means the default country.
 */
export function hostForCountry(hostname: string, code: CountryCode): string {
  const [firstLabel = '', ...rest] = hostname.split('.');
  const [prefix = '', ...tail] = firstLabel.split('-');
  if (!(COUNTRY_CODES as readonly string[]).includes(prefix.toLowerCase())) return hostname;
  return [[code, ...tail].join('-'), ...rest].join('.');
}
