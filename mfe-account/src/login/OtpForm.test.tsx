import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, type FakeAnswer, type FakeRequest } from '@sportsbook/testing';
import { OtpForm } from './OtpForm';
import { otpTimerKey } from './otpRules';

const session = { jwe_token: 'tok', username: 'otp', currency: 'EUR' };

function renderOtp(answer: (config: FakeRequest) => FakeAnswer = () => ({ status: 404 })) {
  const onSession = jest.fn();
  const onClose = jest.fn();
  const shell = renderInShell(<OtpForm challenge="c-1" username="otp" onSession={onSession} onClose={onClose} />, answer);
  return { ...shell, onSession, onClose };
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('OTP form', () => {
  it.each([
    ['12a456', 'Field should be numeric'],
    ['123', 'Minimum requirement not met'],
    ['1234567', 'Maximum requirement not met'],
  ])('%s shows "%s" and keeps submit disabled', async (code, message) => {
    renderOtp();
    await userEvent.type(screen.getByLabelText('6-digit code'), code);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('says how long the code is valid: 30 minutes (spec 1 section 9)', () => {
    renderOtp();
    expect(screen.getByText('The code is valid for 30 minutes.')).toBeInTheDocument();
  });

  it('an emptied field shows "Field should be required"', async () => {
    renderOtp();
    const input = screen.getByLabelText('6-digit code');
    await userEvent.type(input, '1');
    await userEvent.clear(input);
    expect(screen.getByText('Field should be required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('shows no message before typing, but submit stays disabled', () => {
    renderOtp();
    expect(screen.queryByText('Field should be required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('six digits enable submit, which validates the code for the challenge', async () => {
    const { requests, onSession } = renderOtp(() => ({ status: 200, data: { session } }));
    await userEvent.type(screen.getByLabelText('6-digit code'), '246810');
    expect(screen.queryByText(/requirement|Field should/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const validate = requests.find((r) => r.url === '/auth/en/api/plugins/component/route/otp/validate')!;
    expect(JSON.parse(validate.data as string)).toEqual({ challenge: 'c-1', code: '246810' });
    expect(onSession).toHaveBeenCalledWith(session);
  });

  it('a wrong code shows the server message', async () => {
    const { onSession } = renderOtp(() => ({ status: 401, data: { statusCode: 401, message: 'The code is not correct.' } }));
    await userEvent.type(screen.getByLabelText('6-digit code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct.');
    expect(onSession).not.toHaveBeenCalled();
  });

  it('a failure without a server message shows the generic one', async () => {
    renderOtp(() => ({ status: 500 }));
    await userEvent.type(screen.getByLabelText('6-digit code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('Request New OTP waits 5 cycles of 59 s from the first display, then sends a new code and waits again', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { requests } = renderOtp(() => ({ status: 200, data: { resendIn: 295 } }));
    expect(screen.getByRole('button', { name: 'Request New OTP (295 s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Request New OTP (236 s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(4 * 59_000 - 1_000));
    expect(screen.getByRole('button', { name: 'Request New OTP (1 s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    const resend = screen.getByRole('button', { name: 'Request New OTP' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(requests.map((r) => r.url)).toEqual(['/auth/en/api/plugins/component/route/otp/generate']);
    expect(JSON.parse(requests[0].data as string)).toEqual({ challenge: 'c-1' });
    expect(await screen.findByRole('button', { name: 'Request New OTP (295 s)' })).toBeDisabled();
  });

  it('keeps the wait of the same user across a reload', () => {
    jest.useFakeTimers({ now: 1_000_000_000 });
    localStorage.setItem(otpTimerKey('otp'), String(1_000_000_000 - 100_000));
    renderOtp();
    expect(screen.getByRole('button', { name: 'Request New OTP (195 s)' })).toBeDisabled();
  });

  it('a refused resend shows the server message', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderOtp(() => ({ status: 429, data: { message: 'A new code can be requested in 12 seconds.' } }));
    act(() => jest.advanceTimersByTime(295_000));
    await user.click(screen.getByRole('button', { name: 'Request New OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A new code can be requested in 12 seconds.');
  });
});
