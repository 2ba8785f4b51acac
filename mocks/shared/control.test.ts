import { getArticles } from '@/services/content/content';
import { appStore } from '@/store/shared/app-store';
import { sandboxControl, withoutField } from './control';
import { db } from './db';

describe('withoutField', () => {
  it.each<[string, unknown, string, unknown]>([
    ['a top-level field', { id: 1, status: 'open' }, 'status', { id: 1 }],
    [
      'a field of a page item',
      {
        results: [
          { id: 1, price: 5 },
          { id: 2, price: 6 },
        ],
      },
      'results.1.price',
      { results: [{ id: 1, price: 5 }, { id: 2 }] },
    ],
    ['a path that is not there', { id: 1 }, 'provider.name', { id: 1 }],
    ['a body that is not an object', 'text', 'id', 'text'],
  ])('%s', (_case, body, path, expected) => {
    expect(withoutField(body, path)).toEqual(expected);
  });

  it('leaves the body it was given as it was', () => {
    const body = { id: 1, status: 'open' };
    withoutField(body, 'status');
    expect(body).toEqual({ id: 1, status: 'open' });
  });
});

describe('the drop lever', () => {
  it('makes the next answer lose the field, which the app reads as a malformed answer when it is required', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    appStore.reset({ language: 'en', country: db.state.locations.countries[0] ?? null });
    sandboxControl.fail({ method: 'GET', path: 'articles/', drop: 'results', times: 1 });
    await expect(getArticles()).rejects.toEqual(
      expect.objectContaining({ malformed: 'GET articles/: results is missing' }),
    );
    await expect(getArticles()).resolves.toEqual(expect.objectContaining({ count: expect.any(Number) }));
  });
});
