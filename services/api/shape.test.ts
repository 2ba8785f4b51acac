// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  listOf,
  nullable,
  objectOf,
  oneOf,
  oneOfOrUnknown,
  optional,
  orElse,
  pageOf,
  problemOf,
  readValue,
  type Shape,
} from './shape';
import { fieldRulesOf, minimalOf, optionalPaths, requiredPaths } from './shape-paths';

const offer = objectOf({
  id: 'number',
  price: 'number',
  status: oneOf(['pending', 'hired']),
  note: nullable('string'),
});

const read = (value: unknown, shape: Shape) => {
  const notes = { fallbacks: [] as string[], leftOut: [] as string[] };
  return { reading: readValue(value, shape, '', notes), notes };
};

describe('problemOf: what makes an answer unusable', () => {
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
      'an unknown value',
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
    ['a page that is neither', 'oops', pageOf(offer), 'the answer is not a page or a list'],
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

describe('readValue: the tolerant reader', () => {
  const country = objectOf({
    id: 'number',
    name_en: orElse('string', 'the code', (owner) => String(owner.code).toUpperCase()),
    open: orElse('boolean', 'open', () => true),
    dial: optional('string', 'from the code, else none', (owner) => (owner.code === 'jo' ? '+962' : undefined)),
    photo: optional(nullable('string'), 'initials'),
    code: 'string',
  });

  it.each<[string, object, object, string[]]>([
    [
      'all sent',
      { id: 1, code: 'jo', name_en: 'Jordan', open: false, dial: '+1', photo: null },
      { name_en: 'Jordan', open: false, dial: '+1', photo: null },
      [],
    ],
    [
      'each missing',
      { id: 1, code: 'jo' },
      { name_en: 'JO', open: true, dial: '+962' },
      [
        'name_en is missing: the code',
        'open is missing: open',
        'dial is missing: from the code, else none',
        'photo is missing: initials',
      ],
    ],
    [
      'a fill that finds nothing leaves the field out',
      { id: 1, code: 'xx', name_en: 'X', open: true },
      { name_en: 'X' },
      ['dial is missing: from the code, else none', 'photo is missing: initials'],
    ],
    [
      'a wrong optional value is replaced by its fallback',
      { id: 1, code: 'jo', name_en: 7, open: 'yes', photo: 3 },
      { name_en: 'JO', open: true, dial: '+962' },
      [
        'name_en is not a string: the code',
        'open is not a boolean: open',
        'dial is missing: from the code, else none',
        'photo is not a string: initials',
      ],
    ],
  ])('%s', (_case, value, expected, fallbacks) => {
    const { reading, notes } = read(value, country);
    expect(reading.ok).toBe(true);
    expect(reading.ok && reading.value).toMatchObject(expected);
    if (!('dial' in expected)) expect(reading.ok && reading.value).not.toHaveProperty('dial');
    expect(notes.fallbacks).toEqual(fallbacks);
  });

  it('a required field is still required: the answer is refused', () => {
    expect(read({ code: 'jo' }, country).reading).toEqual({ ok: false, problem: 'id is missing' });
  });

  it('one bad item is left out of a list, noted, and the rest kept', () => {
    const { reading, notes } = read(
      [
        { id: 1, price: 1, status: 'hired', note: null },
        { id: 2, status: 'hired', note: null },
      ],
      listOf(offer),
    );
    expect(reading).toEqual({ ok: true, value: [{ id: 1, price: 1, status: 'hired', note: null }] });
    expect(notes.leftOut).toEqual(['[1].price is missing']);
  });

  it.each<[string, unknown, object]>([
    [
      'a DRF page',
      { count: 5, next: 'http://x/?page=2', previous: null, results: [] },
      { count: 5, next: 'http://x/?page=2', results: [] },
    ],
    [
      'a page without next or count: one complete page',
      { results: [{ id: 1, price: 2, status: 'hired', note: null }] },
      { count: 1, next: null, previous: null },
    ],
    [
      'a plain array (pagination off)',
      [{ id: 1, price: 2, status: 'hired', note: null }, { id: 'x' }],
      { count: 1, next: null, previous: null, results: [{ id: 1, price: 2, status: 'hired', note: null }] },
    ],
  ])('%s', (_case, value, expected) => {
    const { reading } = read(value, pageOf(offer));
    expect(reading.ok && reading.value).toMatchObject(expected);
  });

  it('a tolerant enum keeps a value it does not know; a strict one refuses it', () => {
    const tolerant = objectOf({ status: oneOfOrUnknown(['open'], 'a neutral label') });
    expect(read({ status: 'paused' }, tolerant).reading).toEqual({ ok: true, value: { status: 'paused' } });
    expect(read({ status: 3 }, tolerant).reading.ok).toBe(false);
  });

  it('a fill that does not fit its own shape is a bug in the declaration', () => {
    const broken = objectOf({ n: orElse('number', 'none', () => 'x') });
    expect(() => read({}, broken)).toThrow('The fallback of n does not fit its shape: n is not a number');
  });
});

describe('the declaration said field by field', () => {
  const profile = objectOf({
    id: 'number',
    user: objectOf({ id: 'number', language: 'string', photo: optional(nullable('string'), 'initials') }),
    address: optional(nullable(objectOf({ id: 'number', name: orElse('string', 'blank', () => '') })), 'none'),
    items: orElse(listOf(objectOf({ id: 'number', label: optional('string', 'the id') })), 'none', () => []),
    page: pageOf(objectOf({ id: 'number' })),
  });

  it('requiredPaths: what a backend must send, nested ones where their parent is required', () => {
    expect(requiredPaths(profile)).toEqual(['id', 'user', 'user.id', 'user.language', 'page', 'page.results[].id']);
  });

  it('optionalPaths: each optional field with its fallback and whether it is filled in', () => {
    expect(optionalPaths(profile)).toEqual([
      { path: 'user.photo', fallback: 'initials', filled: 'never' },
      { path: 'address', fallback: 'none', filled: 'never' },
      { path: 'items', fallback: 'none', filled: 'always' },
    ]);
    expect(
      fieldRulesOf(profile)
        .filter((rule) => rule.whenSent)
        .map((rule) => rule.path),
    ).toEqual(['address.id', 'address.name', 'items[].id', 'items[].label']);
  });

  it('minimalOf: an answer cut down to its required fields, lists and pages item by item', () => {
    const full = {
      id: 1,
      extra: 'x',
      user: { id: 2, language: 'ar', photo: 'p.jpg', email: 'a@b.c' },
      address: { id: 3, name: 'Home' },
      items: [{ id: 4 }],
      page: { count: 1, next: null, previous: null, results: [{ id: 5, more: true }] },
    };
    expect(minimalOf(full, profile)).toEqual({
      id: 1,
      user: { id: 2, language: 'ar' },
      page: { count: 1, next: null, previous: null, results: [{ id: 5 }] },
    });
    expect(minimalOf([{ id: 5, more: true }], pageOf(objectOf({ id: 'number' })))).toEqual([{ id: 5 }]);
  });

  it('a minimal answer reads without a problem', () => {
    const minimal = { id: 1, user: { id: 2, language: 'ar' }, page: [] };
    expect(problemOf(minimal, profile)).toBeNull();
  });
});
