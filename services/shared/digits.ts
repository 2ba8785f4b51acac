/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits as ASCII digits; everything else untouched. */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}
