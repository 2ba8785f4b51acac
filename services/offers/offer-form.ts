import { normalizeDigits } from '@/services/shared/digits';
import { LIMITS } from '@/services/shared/limits';
import type { YupBuilders } from '@/services/shared/schema';
import { V } from '@/services/shared/validation-messages';
import { isoDay } from '@/services/shared/week';
import type { InferType } from 'yup';

/**
 * The provider's forms (spec §5): the offer and the rating of a client.
 * Decisions where spec §5 is silent: a price may be typed with Arabic-Indic digits, thousands
 * separators (`,` `٬`) and an Arabic decimal mark (`٫`); it is a whole or decimal number of JOD.
 * The proposed date is optional and, when given, today or later.
 */

/** A typed price as a number (Arabic-Indic digits and separators read), or NaN when it is not one. */
export function parsePrice(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return Number.NaN;
  const text = normalizeDigits(raw.trim())
    .replace(/[,\u066c\s]/g, '')
    .replace('\u066b', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const offerPrice = (y: YupBuilders) =>
  y
    .number()
    .transform((_value: number, original: unknown) =>
      original === '' || original === undefined ? undefined : parsePrice(original),
    )
    .typeError(V.priceRequired)
    .required(V.priceRequired)
    .min(LIMITS.offerPriceMin, V.priceMin)
    .max(LIMITS.offerPriceMax, V.priceMax);

/** POST requests/{id}/offers/: price 10–10,000 (required), details and a date (optional, not in the past). */
export const sendOfferSchema = (y: YupBuilders, today = isoDay(new Date())) =>
  y.object({
    price: offerPrice(y),
    details: y.string().trim().default('').max(LIMITS.offerDetailsMax, V.tooLong),
    proposed_date: y
      .string()
      .default('')
      .test('not-past', V.dateInPast, (value) => !value || value >= today),
  });

export type SendOfferValues = InferType<ReturnType<typeof sendOfferSchema>>;
