// @vitest-environment node
import * as yup from 'yup';
import { V } from '@/services/shared/validation-messages';
import { table } from '@/services/shared/validation.test-kit';
import { rateProviderSchema } from './rating-forms';

describe('rating a provider: eight criteria of 1–5 stars and the experience', () => {
  const full = {
    overall_quality: 5,
    communication: 4,
    punctuality: 3,
    professionalism: 5,
    meeting_expectations: 4,
    worth_the_cost: 4,
    work_quality: 5,
    cleanliness: 2,
    experience: 'On time and tidy',
  };
  table(rateProviderSchema(yup), 'punctuality', full, [
    [1, null],
    [5, null],
    ['', V.starsRequired],
    [undefined, V.starsRequired],
    [0, V.starsRequired],
    [6, V.starsRequired],
    [2.5, V.starsRequired],
  ]);
  table(rateProviderSchema(yup), 'cleanliness', full, [['', V.starsRequired]]);
  table(rateProviderSchema(yup), 'experience', full, [
    ['Great', null],
    ['  ', V.required],
  ]);
  it('passes a complete rating', () => {
    expect(rateProviderSchema(yup).isValidSync(full)).toBe(true);
  });
});
