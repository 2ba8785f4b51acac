/** The next page's number from a DRF `next` link, or undefined on the last page (infinite queries). */
export function nextPageOf(next: string | null): number | undefined {
  if (!next) return undefined;
  const page = Number(new URL(next, 'http://localhost').searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}
