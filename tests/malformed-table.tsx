/**
 * The malformed-answer table's runner (hooks/malformed-answers*.test.tsx): each row is a screen's
 * data hook, one complete item of its answer and the shape its service checks; the hook must take
 * the complete answer and end in the error state, naming the call, when any required field is
 * missing (or a page has no results).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/hooks/query-client';
import { server } from '@/mocks/node';
import { AppError } from '@/services/errors';
import { requiredFields, type Shape } from '@/services/shape';
import type { ReactNode } from 'react';

export interface Row {
  hook: string;
  /** The call as the AppError names it. */
  call: string;
  /** The path under /api/v1/ the override answers. */
  path: string;
  use: () => { status: 'pending' | 'error' | 'success'; error: Error | null };
  /** One complete item (the whole answer, or one of a page's results). */
  item: () => object;
  shape: Shape;
  paged: boolean;
}

function serve(row: Row, answer: unknown) {
  server.use(http.get(`*/api/v1/${row.path}`, () => HttpResponse.json(answer as Record<string, unknown>)));
}

const paged = (row: Row, item: unknown) =>
  row.paged ? { count: 1, next: null, previous: null, results: [item] } : item;

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

export function describeMalformedAnswers(title: string, ROWS: Row[]) {
  const MISSING = ROWS.flatMap((row) => requiredFields(row.shape).map((field) => [row.hook, field, row] as const));

  describe(title, () => {
    let log: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => log.mockRestore());

    it.each(ROWS.map((row) => [row.hook, row] as const))('%s takes a complete answer', async (_hook, row) => {
      serve(row, paged(row, row.item()));
      const { result } = renderData(row);
      await waitFor(() => expect(result.current.status).toBe('success'));
    });

    it.each(MISSING)('%s without %s ends in the error state naming the call', async (_hook, field, row) => {
      const { [field]: _dropped, ...rest } = row.item() as Record<string, unknown>;
      serve(row, paged(row, rest));
      await endsMalformed(row, `${row.paged ? 'results[0].' : ''}${field} is missing`);
    });

    it.each(ROWS.filter((row) => row.paged).map((row) => [row.hook, row] as const))(
      '%s with an envelope without results ends in the error state',
      async (_hook, row) => {
        serve(row, { count: 0, next: null, previous: null });
        await endsMalformed(row, 'results is missing');
      },
    );
  });
}
