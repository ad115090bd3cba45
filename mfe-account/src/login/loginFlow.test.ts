import { initialLoginFlow, loginFlow, type LoginFlowAction, type LoginFlowState } from './loginFlow';

const session = { jwe_token: 'tok', username: 'demo', currency: 'EUR' };
const run = (...actions: LoginFlowAction[]): LoginFlowState => actions.reduce(loginFlow, initialLoginFlow);

describe('login flow', () => {
  it.each([
    [
      'true gives the OTP form',
      { otp: true, challenge: 'c1', resendIn: 295 } as const,
      { name: 'otp', challenge: 'c1', username: 'u' },
    ],
    [
      'null gives the security question',
      { otp: null, challenge: 'c2' } as const,
      { name: 'question', challenge: 'c2', username: 'u' },
    ],
    ['false completes the login', { otp: false, session } as const, { name: 'done', session }],
    [
      'false with terms not accepted asks for them',
      { otp: false, session: { ...session, termsAccepted: false } } as const,
      { name: 'terms', session: { ...session, termsAccepted: false } },
    ],
  ])('the OTP flag %s', (_, answer, step) => {
    expect(run({ type: 'submitted' }, { type: 'authenticated', username: 'u', answer })).toEqual({
      step,
      busy: false,
      error: null,
    });
  });

  it('is busy while the credentials are sent', () => {
    expect(run({ type: 'submitted' })).toMatchObject({ busy: true, error: null });
  });

  it('a session without a token is error-500 on the form', () => {
    expect(
      run({ type: 'authenticated', username: 'u', answer: { otp: false, session: { username: 'u', currency: 'EUR' } } }),
    ).toEqual({
      step: { name: 'form' },
      busy: false,
      error: { key: 'errors.error-500', text: 'We are experiencing difficulties.' },
    });
  });

  it('a failure keeps the step and shows the message', () => {
    const error = { key: 'errors.login-error-INT003', text: 'Invalid credentials.' };
    expect(run({ type: 'submitted' }, { type: 'failed', error })).toEqual({ step: { name: 'form' }, busy: false, error });
  });

  it('a correct code or answer completes the login, through the terms when needed', () => {
    const otp = run({ type: 'authenticated', username: 'u', answer: { otp: true, challenge: 'c' } });
    expect(loginFlow(otp, { type: 'session-reached', session }).step).toEqual({ name: 'done', session });
    const terms = loginFlow(otp, { type: 'session-reached', session: { ...session, termsAccepted: false } });
    expect(terms.step.name).toBe('terms');
    expect(loginFlow(terms, { type: 'terms-accepted' }).step).toEqual({
      name: 'done',
      session: { ...session, termsAccepted: true },
    });
  });

  it.each(['otp', 'question'] as const)('closing the %s form ends the login', (name) => {
    const state = run({
      type: 'authenticated',
      username: 'u',
      answer: name === 'otp' ? { otp: true, challenge: 'c' } : { otp: null, challenge: 'c' },
    });
    expect(state.step.name).toBe(name);
    expect(loginFlow(state, { type: 'closed' })).toEqual(initialLoginFlow);
  });

  it('accepting terms outside the terms step changes nothing', () => {
    expect(loginFlow(initialLoginFlow, { type: 'terms-accepted' })).toBe(initialLoginFlow);
  });
});
