import { AppError, isSuppressed } from '@/services/errors';
import { showToast } from '@/store/app-store';
import { notifyError } from './query-client';

vi.mock('@/store/app-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/store/app-store')>()),
  showToast: vi.fn(),
}));


describe('notifyError (the default handling)', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it("toasts the server's error field under the generic header", () => {
    notifyError(new AppError(400, 'Price is out of range'));
    expect(showToast).toHaveBeenCalledWith({ kind: 'error', header: 'MESSAGES:ERROR', message: 'Price is out of range', raw: true });
  });

  it('toasts the generic message when the server said nothing', () => {
    notifyError(new AppError(500, undefined));
    expect(showToast).toHaveBeenCalledWith({ kind: 'error', header: 'MESSAGES:ERROR', message: 'MESSAGES:ERROR_MESSAGE', raw: false });
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
