import type { AuthenticateAnswer, CompletedLogin } from '@sportsbook/contracts';
import { loginMessage, type LoginMessage } from './loginMessages';

export type LoginStep =
  | { name: 'form' }
  | { name: 'otp'; challenge: string; username: string }
  | { name: 'question'; challenge: string; username: string }
  | { name: 'terms'; session: CompletedLogin }
  | { name: 'done'; session: CompletedLogin };

export interface LoginFlowState {
  step: LoginStep;
  busy: boolean;
  error: LoginMessage | null;
}

export type LoginFlowAction =
  | { type: 'submitted' }
  | { type: 'authenticated'; username: string; answer: AuthenticateAnswer }
  | { type: 'session-reached'; session: CompletedLogin }
  | { type: 'terms-accepted' }
  | { type: 'failed'; error: LoginMessage }
  | { type: 'closed' };

export const initialLoginFlow: LoginFlowState = { step: { name: 'form' }, busy: false, error: null };

/** A session without a token cannot log anyone in: error-500 (spec 1 section 5). */
function afterSession(state: LoginFlowState, session: CompletedLogin): LoginFlowState {
  if (!session.jwe_token && !session.jweToken && !session.alsToken)
    return { step: { name: 'form' }, busy: false, error: loginMessage('error-500') };
  if (session.termsAccepted === false) return { step: { name: 'terms', session }, busy: false, error: null };
  return { ...state, step: { name: 'done', session }, busy: false, error: null };
}

/** form → otp | question | terms | done; closing any step ends the whole login. */
export function loginFlow(state: LoginFlowState, action: LoginFlowAction): LoginFlowState {
  switch (action.type) {
    case 'submitted':
      return { ...state, busy: true, error: null };
    case 'authenticated': {
      const { answer, username } = action;
      if (answer.otp === true) return { step: { name: 'otp', challenge: answer.challenge, username }, busy: false, error: null };
      if (answer.otp === null)
        return { step: { name: 'question', challenge: answer.challenge, username }, busy: false, error: null };
      return afterSession(state, answer.session);
    }
    case 'session-reached':
      return afterSession(state, action.session);
    case 'terms-accepted':
      return state.step.name === 'terms'
        ? { step: { name: 'done', session: { ...state.step.session, termsAccepted: true } }, busy: false, error: null }
        : state;
    case 'failed':
      return { ...state, busy: false, error: action.error };
    case 'closed':
      return initialLoginFlow;
  }
}
