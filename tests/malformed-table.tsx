/**
 * The tolerant reader's table (hooks/malformed-answers*.test.tsx): each row is a screen's data hook,
 * one complete item of its answer and the shape its service reads it through. The hook must take the
 * complete answer; without a required field it ends in the error state naming the call (an item of a
 * list is left out instead, and the rest show); without an optional field it takes the answer with the
 * fallback in place (filled) or the field left out for the screen; a list comes as a DRF page, a page
 * without `next`/`count`, or a plain array.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/hooks/shared/query-client';
import { server } from '@/mocks/node';
import { AppError } from '@/services/api/errors';
import type { Shape } from '@/services/api/shape';
import { optionalPaths, requiredPaths } from '@/services/api/shape-paths';
import type { ReactNode } from 'react';

export interface Row {
  hook: string;
  /** The call as the AppError names it. */
  call: string;
  /** The path under /api/v1/ the override answers. */
  path: string;
  use: () => { status: 'pending' | 'error' | 'success'; error: Error | null; data?: unknown };
  /** One complete item (the whole answer, or one of a page's results). */
  item: () => object;
  shape: Shape;
  paged: boolean;
}

type Json = Record<string, unknown>;

function serve(row: Row, answer: unknown) {
  server.use(http.get(`*/api/v1/${row.path}`, () => HttpResponse.json(answer as Json)));
}

const paged = (row: Row, ...items: unknown[]) =>
  row.paged ? { count: items.length, next: null, previous: null, results: items } : items[0];

/** The object holding a dotted path's last name (`user.language` → the user), if the item has one. */
function holderOf(item: Json, path: string): { holder: Json; name: string } | null {
  const names = path.split('.');
  const name = names.pop() ?? '';
  let holder: unknown = item;
  for (const step of names) holder = (holder as Json | null)?.[step];
  return holder && typeof holder === 'object' && name in holder ? { holder: holder as Json, name } : null;
}

/** A complete item without the field at `path`. */
function without(row: Row, path: string): Json {
  const item = row.item() as Json;
  const found = holderOf(item, path);
  if (found) delete found.holder[found.name];
  return item;
}

/** The paths of a list's items are not dropped here: an item is left out whole (the paged rows). */
const direct = (path: string) => !path.includes('[]');
const sentIn = (row: Row) => (path: string) => holderOf(row.item() as Json, path) !== null;

function renderData(row: Row) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(row.use, { wrapper });
}

async function endsMalformed(row: Row, problem: string) {
  const { result } = renderData(row);
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.error).toBeInstanceOf(AppError);
  expect((result.current.error as AppError).malformed).toBe(`${row.call}: ${problem}`);
}

async function takes(row: Row): Promise<unknown> {
  const { result } = renderData(row);
  await waitFor(() => expect(result.current.status).toBe('success'));
  return result.current.data;
}

/** The items a hook's data holds: an infinite query's pages, a page's results, or a list. */
function itemsOf(data: unknown): Json[] {
  if (Array.isArray(data)) return data as Json[];
  const value = data as { pages?: { results: Json[] }[]; results?: Json[] };
  return value.pages ? value.pages.flatMap((page) => page.results) : (value.results ?? []);
}

export function describeMalformedAnswers(title: string, ROWS: Row[]) {
  const REQUIRED = ROWS.flatMap((row) =>
    requiredPaths(row.shape)
      .filter(direct)
      .filter(sentIn(row))
      .map((path) => [row.hook, path, row] as const),
  );
  const OPTIONAL = ROWS.flatMap((row) =>
    optionalPaths(row.shape)
      .filter((rule) => direct(rule.path) && sentIn(row)(rule.path))
      .map((rule) => [row.hook, rule.path, rule.filled, row] as const),
  );
  const PAGED = ROWS.filter((row) => row.paged).map((row) => [row.hook, row] as const);

  describe(title, () => {
    let logs: ReturnType<typeof vi.spyOn>[];
    beforeEach(() => {
      logs = (['error', 'warn'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => undefined));
    });
    afterEach(() => logs.forEach((log) => log.mockRestore()));

    it.each(ROWS.map((row) => [row.hook, row] as const))('%s takes a complete answer', async (_hook, row) => {
      serve(row, paged(row, row.item()));
      await takes(row);
    });

    it.each(REQUIRED)('%s without %s: an error naming the call, or the item left out', async (_hook, path, row) => {
      if (!row.paged) {
        serve(row, without(row, path));
        return endsMalformed(row, `${path} is missing`);
      }
      serve(row, paged(row, row.item(), without(row, path)));
      expect(itemsOf(await takes(row))).toHaveLength(1);
    });

    it.each(OPTIONAL)('%s without %s: taken, the fallback filled in %s', async (_hook, path, filled, row) => {
      serve(row, paged(row, without(row, path)));
      const data = await takes(row);
      // A hook that selects one value (the bell's count) has no field left to look at.
      if (typeof data !== 'object') return expect(data).toBeDefined();
      const found = holderOf(row.paged ? (itemsOf(data)[0] ?? {}) : (data as Json), path);
      if (filled === 'always') expect(found?.holder[found.name]).toBeDefined();
      if (filled === 'never') expect(found).toBeNull();
    });

    it.each(PAGED)('%s takes a plain list and a page without next or count as one page', async (_hook, row) => {
      serve(row, [row.item(), row.item()]);
      expect(itemsOf(await takes(row))).toHaveLength(2);
      serve(row, { results: [row.item()] });
      expect(itemsOf(await takes(row))).toHaveLength(1);
    });

    it.each(PAGED)('%s with an envelope without results ends in the error state', async (_hook, row) => {
      serve(row, { count: 0, next: null, previous: null });
      await endsMalformed(row, 'results is missing');
    });
  });
}
