/** One decimal, as every rating is shown and sent (a rating's average, a provider's, a criterion's). */
export function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The mean of `values` to one decimal; null when there are none (nothing rated yet). */
export function ratingMean(values: readonly number[]): number | null {
  return values.length ? roundRating(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
}
