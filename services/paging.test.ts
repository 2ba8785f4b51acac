import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { AppError } from './errors';
import { nextPageOf, readAllPages, WHOLE_LIST_PAGE_SIZE } from './paging';

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
  /** A list of `total` numbers served `size` a page, with the pages asked for recorded. */
  function serve(total: number, size: number, nextOf: (page: number) => string | null) {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/things/', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('page_size')}`);
        const page = Number(url.searchParams.get('page'));
        const results = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * size, page * size);
        return HttpResponse.json({ count: total, next: nextOf(page), previous: null, results });
      }),
    );
    return asked;
  }

  it('follows next until it is null, asking for big pages, and keeps the order', async () => {
    const asked = serve(45, 20, (page) => (page < 3 ? `http://api.test/api/v1/things/?page=${page + 1}` : null));
    const items = await readAllPages<number>('things/', 'GET things/', 'number', { scope: 'x' });
    expect(items).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));
    expect(asked).toEqual([`1/${WHOLE_LIST_PAGE_SIZE}`, `2/${WHOLE_LIST_PAGE_SIZE}`, `3/${WHOLE_LIST_PAGE_SIZE}`]);
  });

  it('stops on a next that does not move forward', async () => {
    const asked = serve(45, 20, () => 'http://api.test/api/v1/things/?page=1');
    await expect(readAllPages<number>('things/', 'GET things/', 'number')).resolves.toHaveLength(20);
    expect(asked).toHaveLength(1);
  });

  it('ends in a malformed AppError naming the call when a page is not a list of the declared items', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(3, 20, () => null);
    await expect(readAllPages<string>('things/', 'GET things/', 'string')).rejects.toEqual(
      expect.objectContaining({ malformed: 'GET things/: results[0] is not a string' }),
    );
    await expect(readAllPages<string>('things/', 'GET things/', 'string')).rejects.toBeInstanceOf(AppError);
  });
});
