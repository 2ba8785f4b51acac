import { MutationObserver } from '@tanstack/react-query';
import { AppError, isSuppressed } from '@/services/api/errors';
import { showToast } from '@/store/shared/app-store';
import { createQueryClient, notifyError } from './query-client';

vi.mock('@/store/shared/app-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/store/shared/app-store')>()),
  showToast: vi.fn(),
}));

describe('notifyError (the default handling)', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it("toasts the server's error field under the generic header", () => {
    notifyError(new AppError(400, 'Price is out of range'));
    expect(showToast).toHaveBeenCalledWith({
      kind: 'error',
      header: 'MESSAGES:ERROR',
      message: 'Price is out of range',
      raw: true,
    });
  });

  it('toasts the generic message when the server said nothing', () => {
    notifyError(new AppError(500, undefined));
    expect(showToast).toHaveBeenCalledWith({
      kind: 'error',
      header: 'MESSAGES:ERROR',
      message: 'MESSAGES:ERROR_MESSAGE',
      raw: false,
    });
  });

  it('toasts nothing for a 401: the expired session goes to the login instead', () => {
    notifyError(new AppError(401, 'Given token not valid for any token type'));
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each(['Wrong region', 'wrong region'])('never shows "%s"', (text) => {
    expect(isSuppressed(new AppError(403, text))).toBe(true);
    notifyError(new AppError(403, text));
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('who shows a failed call', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());
  const failing = () => Promise.reject(new AppError(500, 'Server down'));

  async function mutate(meta?: { toastsError?: boolean }) {
    const observer = new MutationObserver(createQueryClient({ retry: false }), { mutationFn: failing, meta });
    await observer.mutate().catch(() => undefined);
  }

  async function query(meta?: { toastsError?: boolean }) {
    await createQueryClient({ retry: false })
      .fetchQuery({ queryKey: ['failing'], queryFn: failing, meta })
      .catch(() => undefined);
  }

  it('a mutation shows its error on its own screen: no toast unless it asks for one', async () => {
    await mutate();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a mutation marked toastsError gets exactly one toast', async () => {
    await mutate({ toastsError: true });
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', message: 'Server down' }));
  });

  it('a query toasts by default, and not when its screen shows the error (toastsError: false)', async () => {
    await query();
    expect(showToast).toHaveBeenCalledTimes(1);
    vi.mocked(showToast).mockClear();
    await query({ toastsError: false });
    expect(showToast).not.toHaveBeenCalled();
  });
});
