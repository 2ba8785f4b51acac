import { describe, expect, it } from 'vitest';
import { listOf, nullable, objectOf, oneOf, pageOf, problemOf, requiredFields, type Shape } from './shape';

const offer = objectOf({
  id: 'number',
  price: 'number',
  status: oneOf(['pending', 'hired']),
  note: nullable('string'),
});

describe('problemOf', () => {
  it.each<[string, unknown, Shape, string | null]>([
    ['a matching object', { id: 1, price: 10, status: 'pending', note: null, extra: true }, offer, null],
    ['a missing field', { id: 1, status: 'pending', note: null }, offer, 'price is missing'],
    [
      'a field of the wrong type',
      { id: 1, price: '10', status: 'pending', note: null },
      offer,
      'price is not a number',
    ],
    [
      'an unknown status',
      { id: 1, price: 10, status: 'lost', note: null },
      offer,
      'status is not one of pending, hired',
    ],
    [
      'null where it is not allowed',
      { id: null, price: 10, status: 'pending', note: null },
      offer,
      'id is not a number',
    ],
    [
      'a nullable field holding the wrong type',
      { id: 1, price: 10, status: 'pending', note: 3 },
      offer,
      'note is not a string',
    ],
    ['an answer that is not an object', [], offer, 'the answer is not an object'],
    ['a list that is not a list', { count: 1, next: null, results: {} }, pageOf(offer), 'results is not a list'],
    ['a page without results', { count: 1, next: null }, pageOf(offer), 'results is missing'],
    [
      'an item deep in a page',
      {
        count: 3,
        next: null,
        results: [
          { id: 1, price: 1, status: 'hired', note: null },
          { id: 2, price: null, status: 'hired', note: null },
        ],
      },
      pageOf(offer),
      'results[1].price is not a number',
    ],
    ['a list of strings', ['a', 2], listOf('string'), '[1] is not a string'],
    [
      'a nested object',
      { provider: { name: 1 } },
      objectOf({ provider: objectOf({ name: 'string' }) }),
      'provider.name is not a string',
    ],
    ['a boolean', { ok: 'yes' }, objectOf({ ok: 'boolean' }), 'ok is not a boolean'],
  ])('%s', (_case, value, shape, problem) => {
    expect(problemOf(value, shape)).toBe(problem);
  });
});

describe('requiredFields', () => {
  it.each<[Shape, string[]]>([
    [offer, ['id', 'price', 'status', 'note']],
    [listOf(offer), []],
    ['string', []],
  ])('%j', (shape, fields) => {
    expect(requiredFields(shape)).toEqual(fields);
  });
});
