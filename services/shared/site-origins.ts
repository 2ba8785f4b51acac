/**
 * The one rule for URLs the backend builds links or follows redirects to from a value
 * the caller sent (`redirect_url` of the emailed links, docs/api/accounts.md): only an
 * origin on the site's allow-list. The comparison is on the parsed URL's origin (scheme,
 * host and port), never a prefix of the text, so `https://site.example.evil.com`,
 * `https://site.example@evil.com` and `https://evil.com/?https://site.example` are refused.
 */
export function parsedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** `value` is an http(s) URL whose origin is one of `allowed` (origins, or URLs whose origin counts). */
export function isOnAllowList(value: string, allowed: readonly string[]): boolean {
  const origin = parsedOrigin(value);
  if (!origin) return false;
  return allowed.some((entry) => parsedOrigin(entry) === origin);
}
