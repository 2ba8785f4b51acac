/**
 * Our error body (docs/api.md "Errors": `{error, fields?, retry_after?}`) as Django REST framework
 * answers the same failure by default, for the minimal profile:
 *
 * | status | DRF's body |
 * | --- | --- |
 * | 400 with field errors | `{"<field>": ["<message>"]}` (a serializer's `errors`) |
 * | 400 without | `{"non_field_errors": ["<message>"]}` (a serializer's `validate()`) |
 * | any other 4xx | `{"detail": "<message>"}` (`NotAuthenticated`, `PermissionDenied`, `NotFound`, `MethodNotAllowed`, `Throttled`, any `APIException`) |
 * | 5xx | Django's HTML page, as a server with `DEBUG` off (or the proxy in front of it) sends it |
 *
 * A 429 keeps its `Retry-After` header (DRF's `Throttled` sets it) and loses `retry_after`.
 */
export type ErrorBody = { json: unknown } | { html: string };

export const SERVER_ERROR_HTML =
  '<!doctype html>\n<html lang="en"><head><title>Server Error (500)</title></head>' +
  '<body><h1>Server Error (500)</h1><p></p></body></html>\n';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function drfErrorBody(status: number, body: unknown): ErrorBody {
  if (status >= 500) return { html: SERVER_ERROR_HTML };
  const error = isObject(body) && typeof body.error === 'string' ? body.error : 'Error';
  if (status !== 400) return { json: { detail: error } };
  const fields = isObject(body) && isObject(body.fields) ? body.fields : {};
  const listed = Object.entries(fields).map(([name, text]) => [name, [String(text)]] as const);
  return { json: listed.length ? Object.fromEntries(listed) : { non_field_errors: [error] } };
}
