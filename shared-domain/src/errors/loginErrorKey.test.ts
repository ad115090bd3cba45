import { loginErrorKey } from './loginErrorKey';

describe('login error keys (spec 1 section 8)', () => {
  it.each([
    [{ status: 401, code: 'INT003' }, 'login-error-INT003'],
    [{ status: 402, code: 'INT009' }, 'login-error-INT009'],
    [{ status: 421, code: 'INT051' }, 'login-error-INT051'],
    [{ status: 500, code: 'INT001' }, 'login-error-INT001'],
    [{ status: 401 }, 'login-error-401'],
    [{ status: 402 }, 'login-error-402'],
    [{ status: 403 }, 'login-error-403'],
    [{ status: 400 }, 'error-400'],
    [{ status: 404, code: 'X' }, 'error-404'],
    [{ status: 421 }, 'error-500'],
    [{ status: 503 }, 'error-500'],
    [{}, 'something-went-wrong'],
  ])('%j gives %s', (call, key) => {
    expect(loginErrorKey(call)).toBe(key);
  });
});
