// @vitest-environment node
import * as yup from 'yup';
import { rateClientSchema } from '@/services/reviews/rating-forms';
import { V } from '@/services/shared/validation-messages';
import { parsePrice, sendOfferSchema } from './offer-form';

const TODAY = '2026-11-23';

function firstError(values: Record<string, unknown>): string | null {
  try {
    sendOfferSchema(yup, TODAY).validateSync(values);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('the offer: price 10–10,000 (Arabic-Indic digits accepted), details optional, a date not in the past', () => {
  it.each<[unknown, string | null]>([
    ['10', null],
    ['10000', null],
    ['10,000', null],
    ['250.5', null],
    ['١٠', null],
    ['١٠٠٠٠', null],
    ['۲۵۰', null],
    ['٢٥٠٫٥', null],
    [' 75 ', null],
    ['9', V.priceMin],
    ['٩', V.priceMin],
    ['9.99', V.priceMin],
    ['0', V.priceMin],
    ['10001', V.priceMax],
    ['١٠٠٠١', V.priceMax],
    ['10,001', V.priceMax],
    ['', V.priceRequired],
    ['  ', V.priceRequired],
    ['abc', V.priceRequired],
    ['-20', V.priceRequired],
    ['1e3', V.priceRequired],
  ])('price %j → %s', (price, expected) => {
    expect(firstError({ price, details: '', proposed_date: '' })).toBe(expected);
  });

  it.each<[string, string | null]>([
    ['', null],
    [TODAY, null],
    ['2026-12-01', null],
    ['2026-11-22', V.dateInPast],
  ])('proposed date %j → %s', (proposed_date, expected) => {
    expect(firstError({ price: '50', details: '', proposed_date })).toBe(expected);
  });

  it('casts what is sent: the price as a number, the details trimmed', () => {
    expect(sendOfferSchema(yup, TODAY).cast({ price: '١٢٠', details: '  Two visits  ', proposed_date: '' })).toEqual({
      price: 120,
      details: 'Two visits',
      proposed_date: '',
    });
    expect(parsePrice('12a')).toBeNaN();
  });
});

describe('the rating of a client: three criteria 1–5 and the experience, all required', () => {
  const full = {
    payment_timing: 5,
    respect_and_professionalism: 4,
    clarity_of_requirements: 3,
    experience: 'Paid on time',
  };
  it.each<[Record<string, unknown>, string | null]>([
    [full, null],
    [{ ...full, payment_timing: '' }, V.starsRequired],
    [{ ...full, clarity_of_requirements: 6 }, V.starsRequired],
    [{ ...full, respect_and_professionalism: 0 }, V.starsRequired],
    [{ ...full, experience: '   ' }, V.required],
  ])('%j → %s', (values, expected) => {
    let message: string | null = null;
    try {
      rateClientSchema(yup).validateSync(values);
    } catch (error) {
      message = (error as { message: string }).message;
    }
    expect(message).toBe(expected);
  });
});
