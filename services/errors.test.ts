import { AppError, errorCopy } from './errors';

describe('errorCopy', () => {
  it.each([
    [new AppError(401, 'The given credentials is wrong'), { message: 'MESSAGES:WRONG_CREDENTIALS', raw: false }],
    [new AppError(429, 'too many failed login attempts'), { message: 'MESSAGES:TOO_MANY_LOGIN_ATTEMPTS', raw: false }],
    [new AppError(400, 'Something the catalogue lacks'), { message: 'Something the catalogue lacks', raw: true }],
    [new AppError(500, undefined), { message: 'MESSAGES:ERROR_MESSAGE', raw: false }],
    [new AppError(0, undefined), { message: 'MESSAGES:NETWORK_ERROR', raw: false }],
    [new AppError(0, undefined, {}, true), { message: 'MESSAGES:OFFLINE', raw: false }],
  ])('%o → %o', (error, copy) => {
    expect(errorCopy(error)).toEqual(copy);
  });
});
