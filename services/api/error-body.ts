/**
 * What an error answer says, in the shapes a DRF backend sends (docs/api.md "Errors"): ours,
 * `{"error": "…", "fields"?: {"<field>": "…"}}`; DRF's `{"detail": "…"}` (its 401, 403, 404, 405,
 * 429); a serializer's field errors `{"email": ["…"], "non_field_errors": ["…"]}` (nested ones named
 * `address.city`); a bare list `["…"]`. Anything else (a proxy's HTML 502 page, plain text) says
 * nothing, and the screen shows the generic error.
 */
export interface ErrorBody {
  /** The message to show where the user is looking. */
  error?: string;
  /** Per-field messages, shown next to their fields (the forms read them by field name). */
  fields: Record<string, string>;
  /** Designed: why, for the app to act on (`daily_spend_cap`); DRF's own `code` beside `detail` too. */
  code?: string;
}

/** Keys of a DRF error body that are not fields. */
const NOT_FIELDS = new Set(['detail', 'non_field_errors', 'code', 'retry_after', 'status_code']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A DRF message: a string, or the first string of a list (`["This field is required."]`). */
function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.map(firstText).find((text) => text !== undefined);
  return undefined;
}

/** Field errors, nested serializers flattened (`{"address": {"city": ["…"]}}` → `address.city`). */
function fieldErrors(body: Record<string, unknown>, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (!prefix && NOT_FIELDS.has(name)) continue;
    const text = firstText(value);
    if (text !== undefined) fields[`${prefix}${name}`] = text;
    else if (isRecord(value)) Object.assign(fields, fieldErrors(value, `${prefix}${name}.`));
  }
  return fields;
}

export function errorBodyOf(data: unknown): ErrorBody {
  if (Array.isArray(data)) return { error: firstText(data), fields: {} };
  if (!isRecord(data)) return { fields: {} };
  const code = typeof data.code === 'string' && data.code.trim() ? { code: data.code.trim() } : {};
  return { ...messagesOf(data), ...code };
}

function messagesOf(data: Record<string, unknown>): ErrorBody {
  if ('error' in data || 'fields' in data) {
    const fields: Record<string, string> = {};
    if (isRecord(data.fields))
      for (const [name, value] of Object.entries(data.fields)) {
        const text = firstText(value);
        if (text !== undefined) fields[name] = text;
      }
    return { error: firstText(data.error) ?? firstText(data.detail), fields };
  }
  const fields = fieldErrors(data);
  // With field errors alone, the first one is also the message, as our own shape sends it.
  const error = firstText(data.detail) ?? firstText(data.non_field_errors) ?? Object.values(fields)[0];
  return { ...(error !== undefined && { error }), fields };
}
