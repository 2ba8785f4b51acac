import { showToast } from '@/store/app-store';
import { AppError, errorCopy, isSuppressed } from './errors';
import { notifyError } from './query-client';

vi.mock('@/store/app-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/store/app-store')>()),
  showToast: vi.fn(),
}));

describe('errorCopy', () => {
  it.each([
    [new AppError(401, 'The given credentials is wrong'), { message: 'MESSAGES:WRONG_CREDENTIALS', raw: false }],
    [new AppError(429, 'too many failed login attempts'), { message: 'MESSAGES:TOO_MANY_LOGIN_ATTEMPTS', raw: false }],
    [new AppError(400, 'Something the catalogue lacks'), { message: 'Something the catalogue lacks', raw: true }],
    [new AppError(500, undefined), { message: 'MESSAGES:ERROR_MESSAGE', raw: false }],
    [new AppError(0, undefined), { message: 'MESSAGES:NETWORK_ERROR', raw: false }],
  ])('%o → %o', (error, copy) => {
    expect(errorCopy(error)).toEqual(copy);
  });
});

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

  it.each(['Wrong region', 'wrong region'])('never shows "%s"', (text) => {
    expect(isSuppressed(new AppError(403, text))).toBe(true);
    notifyError(new AppError(403, text));
    expect(showToast).not.toHaveBeenCalled();
  });
});
