/**
 * The country comes from the first label of the host name (spec §1). A `<code>-`
 * prefix (or the whole label) names it: `jo-app.example.com` → jo,
 * `sa.example.com` → sa, `uk-…` → uk. localhost, IP addresses and anything
 * unknown fall back to jo, the default.
 */
export const DEFAULT_COUNTRY_CODE = 'jo';

export const COUNTRY_CODES = ['jo', 'sa', 'uk'] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The countries listed (spec §1) and whether each is open for business: Jordan today, the others coming. The sandbox's seed reads it. */
export const COUNTRY_OPEN: Readonly<Record<CountryCode, boolean>> = { jo: true, sa: false, uk: false };

export function countryCodeFromHost(hostname: string): CountryCode {
  const firstLabel = hostname.trim().toLowerCase().split('.')[0] ?? '';
  const prefix = firstLabel.split('-')[0] ?? '';
  return (COUNTRY_CODES as readonly string[]).includes(prefix) ? (prefix as CountryCode) : DEFAULT_COUNTRY_CODE;
}
