import { loginFailure, serverMessage } from './loginMessages';

const failure = (status: number, code?: string) => ({ response: { status, data: code ? { code } : {} } });

describe('login messages', () => {
  it.each([
    [failure(403, 'INT008'), 'errors.login-error-INT008', 'Your account is locked.'],
    [failure(402, 'INT009'), 'errors.login-error-INT009', 'Your account is suspended.'],
    [failure(403, 'INT056'), 'errors.login-error-INT056', 'Your account is pending activation.'],
    [failure(401, 'INT003'), 'errors.login-error-INT003', 'Invalid credentials.'],
    [failure(421, 'INT051'), 'errors.login-error-INT051', 'Token quota exceeded.'],
    [failure(401), 'errors.login-error-401', 'Invalid credentials.'],
    [failure(402), 'errors.login-error-402', 'Your account is suspended.'],
    [failure(403), 'errors.login-error-403', 'Your account is locked.'],
    [failure(403, 'INT777'), 'errors.login-error-INT777', 'Your account is locked.'],
    [failure(400), 'errors.error-400', 'Please check your internet connection.'],
    [failure(404), 'errors.error-404', 'Connectivity issues, please try later.'],
    [failure(500), 'errors.error-500', 'We are experiencing difficulties.'],
    [failure(502), 'errors.error-500', 'We are experiencing difficulties.'],
    [new Error('network'), 'errors.something-went-wrong', 'Something went wrong.'],
    // A time-out the player took is told in the account area's own words.
    [failure(403, 'TIMED_OUT'), 'account.login.timedOut', 'You are on a time-out. You cannot log in until it ends.'],
  ])('%j gives %s', (error, key, text) => {
    expect(loginFailure(error)).toEqual({ key, text });
  });

  it('reads the server message of an OTP or question failure', () => {
    expect(serverMessage({ response: { status: 401, data: { message: 'The code is not correct.' } } })).toBe(
      'The code is not correct.',
    );
    expect(serverMessage(new Error('x'))).toBeNull();
  });
});
