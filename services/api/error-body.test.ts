// @vitest-environment node
import { errorBodyOf, type ErrorBody } from './error-body';

describe('errorBodyOf: an error answer in our shape or DRF’s', () => {
  it.each<[string, unknown, ErrorBody]>([
    [
      'ours',
      { error: 'Wrong Email', fields: { email: 'Wrong Email' } },
      { error: 'Wrong Email', fields: { email: 'Wrong Email' } },
    ],
    ['ours without fields', { error: 'You excced the limit' }, { error: 'You excced the limit', fields: {} }],
    [
      'DRF detail (401, 403, 404, 405, 429)',
      { detail: 'Authentication credentials were not provided.' },
      { error: 'Authentication credentials were not provided.', fields: {} },
    ],
    [
      'DRF detail with a code: the code is kept',
      { detail: 'Not found.', code: 'not_found' },
      { error: 'Not found.', fields: {}, code: 'not_found' },
    ],
    [
      'ours with a code (the spending limit’s 402)',
      { error: 'Your daily spending limit of 5 JOD is reached', code: 'daily_spend_cap' },
      { error: 'Your daily spending limit of 5 JOD is reached', fields: {}, code: 'daily_spend_cap' },
    ],
    ['a code that is no text is not one', { error: 'Nope', code: 7 }, { error: 'Nope', fields: {} }],
    [
      'serializer field errors',
      { email: ['Enter a valid email address.'], password: ['This field is required.', 'Too short.'] },
      {
        error: 'Enter a valid email address.',
        fields: { email: 'Enter a valid email address.', password: 'This field is required.' },
      },
    ],
    [
      'non_field_errors as the message, field errors beside',
      { non_field_errors: ['Unable to log in with provided credentials.'], email: ['Bad.'] },
      { error: 'Unable to log in with provided credentials.', fields: { email: 'Bad.' } },
    ],
    [
      'a nested serializer',
      { address: { city: ['Invalid pk "9" - object does not exist.'] } },
      {
        error: 'Invalid pk "9" - object does not exist.',
        fields: { 'address.city': 'Invalid pk "9" - object does not exist.' },
      },
    ],
    [
      'a bare list (a ValidationError raised with one)',
      ['Offer already sent.'],
      { error: 'Offer already sent.', fields: {} },
    ],
    [
      'a field error as a plain string',
      { phone_number: 'Invalid phone.' },
      { error: 'Invalid phone.', fields: { phone_number: 'Invalid phone.' } },
    ],
    [
      'a proxy’s HTML 502 page: nothing to say (the generic error)',
      '<html><body><h1>502 Bad Gateway</h1></body></html>',
      { fields: {} },
    ],
    ['an empty body', '', { fields: {} }],
    ['null', null, { fields: {} }],
    ['blank messages say nothing', { detail: '  ', email: [] }, { fields: {} }],
  ])('%s', (_case, data, body) => {
    expect(errorBodyOf(data)).toEqual(body);
  });
});
