import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { AppError } from './errors';
import { nextPageOf, readAllPages, WHOLE_LIST_PAGE_SIZE } from './paging';
import { objectOf } from './shape';

const answers = () =>
  Promise.resolve({
    ANSWERS: { things: { call: 'GET things/', shape: () => objectOf({ id: 'number' }), page: true } },
  });

describe('nextPageOf', () => {
  it.each([
    [null, undefined],
    ['http://api.test/api/v1/things/?page=2', 2],
    ['/api/v1/things/?country=1&page=7&page_size=20', 7],
    ['http://api.test/api/v1/things/?page=1', undefined],
    ['http://api.test/api/v1/things/', undefined],
  ])('%s → %s', (next, page) => {
    expect(nextPageOf(next)).toBe(page);
  });
});

describe('readAllPages', () => {
  // Items read through a shape that needs only their id.
  const ids = (items: { id: number }[]) => items.map((item) => item.id);
  const read = () => readAllPages<{ id: number }>('things/', answers, 'things');

  /** A list of `total` items served `size` a page, with the pages asked for recorded. */
  function serve(total: number, size: number, nextOf: (page: number) => string | null) {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/things/', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('page_size')}`);
        const page = Number(url.searchParams.get('page'));
        const results = Array.from({ length: total }, (_, index) => ({ id: index + 1 })).slice(
          (page - 1) * size,
          page * size,
        );
        return HttpResponse.json({ count: total, next: nextOf(page), previous: null, results });
      }),
    );
    return asked;
  }

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('follows next until it is null, asking for big pages, and keeps the order', async () => {
    const asked = serve(45, 20, (page) => (page < 3 ? `http://api.test/api/v1/things/?page=${page + 1}` : null));
    const items = await readAllPages<{ id: number }>('things/', answers, 'things', { scope: 'x' });
    expect(ids(items)).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));
    expect(asked).toEqual([`1/${WHOLE_LIST_PAGE_SIZE}`, `2/${WHOLE_LIST_PAGE_SIZE}`, `3/${WHOLE_LIST_PAGE_SIZE}`]);
  });

  it('stops on a next that does not move forward', async () => {
    const asked = serve(45, 20, () => 'http://api.test/api/v1/things/?page=1');
    await expect(read()).resolves.toHaveLength(20);
    expect(asked).toHaveLength(1);
  });

  it('leaves out the items not of the declared shape, logged once, and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/v1/things/', () =>
        HttpResponse.json({ count: 3, next: null, results: [{ id: 1 }, { id: 'two' }, { id: 3 }] }),
      ),
    );
    expect(ids(await read())).toEqual([1, 3]);
    expect(ids(await read())).toEqual([1, 3]);
    expect(warn.mock.calls.filter(([text]) => String(text).startsWith('Left out'))).toEqual([
      ['Left out of GET things/: results[1].id is not a number'],
    ]);
  });

  it.each([
    ['a plain array (DRF pagination off)', [{ id: 1 }, { id: 2 }, { id: 3 }]],
    ['a page without next or count', { results: [{ id: 1 }, { id: 2 }, { id: 3 }] }],
  ])('reads %s as one complete page', async (_case, answer) => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/things/', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(answer);
      }),
    );
    expect(ids(await read())).toEqual([1, 2, 3]);
    expect(asked).toHaveLength(1);
  });

  it('ends in a malformed AppError naming the call when the answer is no list at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/v1/things/', () => HttpResponse.json({ count: 3, next: null })));
    await expect(read()).rejects.toEqual(expect.objectContaining({ malformed: 'GET things/: results is missing' }));
    await expect(read()).rejects.toBeInstanceOf(AppError);
  });
});
