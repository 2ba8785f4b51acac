/** A page's numeric id from its dynamic segment (`router.query.x`); NaN for anything else, which finds nothing. */
export function idFromQuery(value: string | string[] | undefined): number {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
