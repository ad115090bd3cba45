import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { renderInShell, type FakeAnswer, type FakeRequest } from '@sportsbook/testing';
import { LoginModal } from './LoginModal';
import { keepTermsStep, keptTermsStep } from './keptTermsStep';

const ROUTE = '/auth/en/api/plugins/component/route';
const session = { jwe_token: 'tok', jweToken: 'tok', username: 'demo', currency: 'EUR', expirationTimeInSeconds: 3600 };
type Routes = Record<string, FakeAnswer | ((config: FakeRequest) => FakeAnswer)>;

function openLogin(routes: Routes = {}, translations: Record<string, unknown> = {}) {
  const shell = renderInShell(
    <LoginModal />,
    (config) => {
      const route = routes[config.url ?? ''];
      return typeof route === 'function' ? route(config) : (route ?? { status: 404 });
    },
    translations,
  );
  act(() => shell.bus.emit('session/login-requested', { reason: 'user' }));
  const posts = () => shell.requests.filter((r) => r.method === 'post');
  const body = (url: string) => JSON.parse(posts().find((r) => r.url === url)!.data as string) as unknown;
  return { ...shell, posts, body };
}

async function logIn(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const loginClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('login modal', () => {
  it('opens on session/login-requested with the username focused, remember me on and the password hidden', () => {
    openLogin();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows and hides the password', async () => {
    openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('links to the brand forgot-password page', async () => {
    openLogin({
      '/api/external_urls': {
        status: 200,
        data: { forgot_password: { placeholder: '/{locale}/account/forgot-password', open_in_parent_frame: true } },
      },
    });
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/en/account/forgot-password');
    expect(link).toHaveAttribute('target', '_parent');
  });

  it.each([
    ['an empty username', '   ', 'secret'],
    ['an empty password', 'demo', ''],
  ])('%s submits nothing and shows the invalid-credentials toast', async (_, username, password) => {
    const shell = openLogin();
    if (username) await userEvent.type(screen.getByLabelText('Username'), username);
    if (password) await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(shell.posts()).toHaveLength(0);
    expect(shell.emittedOf('toast/show')).toEqual([{ kind: 'error', messageKey: 'errors.error-invalid-login-credentials' }]);
  });

  it('logs in through authenticate with the trimmed username, stores the session, remembers the username and closes', async () => {
    const shell = openLogin({ [`${ROUTE}/header_login/authenticate`]: { status: 200, data: { otp: false, session } } });
    await logIn('  demo ', 'demo1234');
    await loginClosed();
    expect(shell.body(`${ROUTE}/header_login/authenticate`)).toEqual({
      username: 'demo',
      password: 'demo1234',
      product: 'sportsbook',
    });
    expect(shell.stores.session.getState()).toMatchObject({
      status: 'logged-in',
      session: { jwe_token: 'tok', username: 'demo' },
      loginDetails: { savedUsername: 'demo' },
    });
    expect(shell.emittedOf('session/changed')).toEqual([{ loggedIn: true, username: 'demo' }]);
    expect(shell.emittedOf('parent/post')).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(false);
  });

  it('tells an embedding parent about the logon, and forgets the username without remember me', async () => {
    const shell = openLogin({ [`${ROUTE}/header_login/authenticate`]: { status: 200, data: { otp: false, session } } });
    act(() => shell.stores.ui.getState().setMode({ embedded: true }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await logIn('demo', 'demo1234');
    await loginClosed();
    expect(shell.emittedOf('parent/post')).toEqual([
      {
        type: 'logon',
        responsibleContext: expect.objectContaining({ username: 'demo', currency: 'EUR', sessionStartedAt: expect.any(String) }),
      },
    ]);
    expect(shell.stores.session.getState().loginDetails.savedUsername).toBeUndefined();
  });

  it('uses the icore login on brands with force_dsb_login', async () => {
    const shell = openLogin({
      '/xapi/icore/players/login': { status: 200, data: { alsToken: 'als', username: 'demo', currency: 'EUR' } },
    });
    act(() =>
      shell.stores.globalSettings
        .getState()
        .setAll({ web: { ...DEFAULT_SETTINGS, force_dsb_login: true }, mobile: DEFAULT_SETTINGS }, 'web'),
    );
    await logIn('demo', 'demo1234');
    await loginClosed();
    expect(shell.body('/xapi/icore/players/login')).toEqual({ username: 'demo', password: 'demo1234' });
    expect(shell.stores.session.getState().session).toMatchObject({ jwe_token: 'als', jweToken: 'als' });
  });

  it('asks for confirmation before logging in on single_allowed_session brands', async () => {
    const shell = openLogin({ [`${ROUTE}/header_login/authenticate`]: { status: 200, data: { otp: false, session } } });
    act(() =>
      shell.stores.globalSettings
        .getState()
        .setAll({ web: { ...DEFAULT_SETTINGS, single_allowed_session: true }, mobile: DEFAULT_SETTINGS }, 'web'),
    );
    await logIn('demo', 'demo1234');
    expect(screen.getByText(/logging in here ends your sessions elsewhere/)).toBeInTheDocument();
    expect(shell.posts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await loginClosed();
    expect(shell.posts()).toHaveLength(1);
    // What the dialog promises, the platform does: the other sessions end with this login.
    expect(shell.body(`${ROUTE}/header_login/authenticate`)).toMatchObject({ endOtherSessions: true });
    expect(shell.stores.session.getState().status).toBe('logged-in');
  });

  it('offers a way through the session quota (INT051): logging out the other sessions, with the same credentials', async () => {
    const shell = openLogin({
      [`${ROUTE}/header_login/authenticate`]: (config) =>
        (JSON.parse(config.data as string) as { endOtherSessions?: boolean }).endOtherSessions
          ? { status: 200, data: { otp: false, session } }
          : { status: 421, data: { code: 'INT051' } },
    });
    await logIn('demo', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token quota exceeded.');
    await userEvent.click(screen.getByRole('button', { name: 'Log out my other sessions and log in' }));
    await loginClosed();
    expect(shell.posts().map((post) => JSON.parse(post.data as string))).toEqual([
      { username: 'demo', password: 'demo1234', product: 'sportsbook' },
      { username: 'demo', password: 'demo1234', product: 'sportsbook', endOtherSessions: true },
    ]);
    expect(shell.stores.session.getState().status).toBe('logged-in');
  });

  it('shows error-500 when the session has no token', async () => {
    const shell = openLogin({
      [`${ROUTE}/header_login/authenticate`]: {
        status: 200,
        data: { otp: false, session: { username: 'demo', currency: 'EUR' } },
      },
    });
    await logIn('demo', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('We are experiencing difficulties.');
    expect(shell.stores.session.getState().status).not.toBe('logged-in');
  });

  it.each([
    ['INT008 (locked)', 403, 'INT008', 'Your account is locked.'],
    ['INT009 (suspended)', 402, 'INT009', 'Your account is suspended.'],
    ['INT056 (pending)', 403, 'INT056', 'Your account is pending activation.'],
    ['INT003', 401, 'INT003', 'Invalid credentials.'],
    ['401 without a code', 401, undefined, 'Invalid credentials.'],
    ['403 without a code', 403, undefined, 'Your account is locked.'],
    ['400', 400, undefined, 'Please check your internet connection.'],
    ['404', 404, undefined, 'Connectivity issues, please try later.'],
    ['500', 500, undefined, 'We are experiencing difficulties.'],
    ['an unknown code', 401, 'INT999', 'Invalid credentials.'],
    ['an unknown status', 418, undefined, 'We are experiencing difficulties.'],
  ])('a failure with %s shows its message and keeps the form', async (_, status, code, text) => {
    openLogin({ [`${ROUTE}/header_login/authenticate`]: { status, data: code ? { code } : {} } });
    await logIn('demo', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('a brand translation of the code wins over the default text', async () => {
    openLogin(
      { [`${ROUTE}/header_login/authenticate`]: { status: 403, data: { code: 'INT008' } } },
      { errors: { 'login-error-INT008': 'Konto gesperrt' } },
    );
    await logIn('locked', 'locked123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Konto gesperrt');
  });

  it.each([
    [60, 'Too many attempts. Try again in 1 minute.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [900, 'Too many attempts. Try again in 15 minutes.'],
  ])('a login throttled for %i s says when to try again', async (retryAfter, text) => {
    openLogin({
      [`${ROUTE}/header_login/authenticate`]: {
        status: 429,
        data: { code: 'LOGIN_THROTTLED', retryAfter, message: 'Too many attempts.' },
      },
    });
    await logIn('demo', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says when to try again in the brand translation, in its plural form', async () => {
    const errors = {
      'login-throttled_one': 'Zu viele Versuche. In {{count}} Minute erneut versuchen.',
      'login-throttled_other': 'Zu viele Versuche. In {{count}} Minuten erneut versuchen.',
    };
    openLogin(
      { [`${ROUTE}/header_login/authenticate`]: { status: 429, data: { code: 'LOGIN_THROTTLED', retryAfter: 240 } } },
      { errors },
    );
    await logIn('demo', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche. In 4 Minuten erneut versuchen.');
  });

  it('ignores a submit while the login is under way', async () => {
    const shell = openLogin({ [`${ROUTE}/header_login/authenticate`]: { status: 200, data: { otp: false, session } } });
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    const submit = screen.getByRole('button', { name: 'Log in' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await loginClosed();
    expect(shell.posts()).toHaveLength(1);
  });

  it('the OTP flag true leads to the OTP form; a correct code logs in', async () => {
    const shell = openLogin({
      [`${ROUTE}/header_login/authenticate`]: { status: 200, data: { otp: true, challenge: 'c-otp', resendIn: 295 } },
      [`${ROUTE}/otp/validate`]: { status: 200, data: { session: { ...session, username: 'otp' } } },
    });
    await logIn('otp', 'otp12345');
    expect(await screen.findByRole('dialog', { name: 'One-time code' })).toBeInTheDocument();
    expect(shell.stores.ui.getState().modals.isOTPFormOpen).toBe(true);
    await userEvent.type(screen.getByLabelText('6-digit code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await loginClosed();
    expect(shell.body(`${ROUTE}/otp/validate`)).toEqual({ challenge: 'c-otp', code: '246810' });
    expect(shell.stores.session.getState()).toMatchObject({ status: 'logged-in', session: { username: 'otp' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shell.stores.ui.getState().modals).toMatchObject({ isLoginOpen: false, isOTPFormOpen: false });
  });

  it.each([
    ['OTP', { otp: true, challenge: 'c' }, 'One-time code'],
    ['security question', { otp: null, challenge: 'c' }, 'Security question'],
  ])('closing the %s form closes the login', async (_, answer, title) => {
    const shell = openLogin({
      [`${ROUTE}/header_login/authenticate`]: { status: 200, data: answer },
      [`${ROUTE}/security_question/getquestion`]: { status: 200, data: { question: 'Pet?' } },
    });
    await logIn('someone', 'secret12');
    await screen.findByRole('dialog', { name: title });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shell.stores.ui.getState().modals).toMatchObject({
      isLoginOpen: false,
      isOTPFormOpen: false,
      isQuestionFormOpen: false,
    });
    act(() => shell.bus.emit('session/login-requested', {}));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('the OTP flag null fetches the security question; a wrong answer shows the server message, the right one logs in', async () => {
    let right = false;
    const shell = openLogin({
      [`${ROUTE}/header_login/authenticate`]: { status: 200, data: { otp: null, challenge: 'c-q' } },
      [`${ROUTE}/security_question/getquestion`]: { status: 200, data: { question: 'What was the name of your first pet?' } },
      [`${ROUTE}/security_question/checkAnswer`]: () =>
        right
          ? { status: 200, data: { session: { ...session, username: 'question' } } }
          : { status: 401, data: { message: 'The answer is not correct.' } },
    });
    await logIn('question', 'question1');
    expect(await screen.findByText('What was the name of your first pet?')).toBeInTheDocument();
    expect(shell.body(`${ROUTE}/security_question/getquestion`)).toEqual({ challenge: 'c-q' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Answer'), 'x');
    await userEvent.clear(screen.getByLabelText('Answer'));
    expect(screen.getByText('Field should be required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Answer'), 'cat');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('The answer is not correct.');
    right = true;
    await userEvent.clear(screen.getByLabelText('Answer'));
    await userEvent.type(screen.getByLabelText('Answer'), 'rex');
    await userEvent.click(submit);
    await loginClosed();
    expect(shell.stores.session.getState()).toMatchObject({ status: 'logged-in', session: { username: 'question' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('terms not accepted show the terms; accepting sends the token and logs in', async () => {
    const shell = openLogin({
      [`${ROUTE}/header_login/authenticate`]: {
        status: 200,
        data: { otp: false, session: { ...session, username: 'terms', termsAccepted: false } },
      },
      '/franco/accounts/me/sessions/accept-terms': { status: 200, data: { termsAccepted: true } },
    });
    await logIn('terms', 'terms1234');
    expect(await screen.findByRole('dialog', { name: 'Terms of use' })).toBeInTheDocument();
    expect(shell.stores.session.getState().status).not.toBe('logged-in');
    await userEvent.click(screen.getByRole('button', { name: 'Accept terms' }));
    await loginClosed();
    const accept = shell.posts().find((r) => r.url === '/franco/accounts/me/sessions/accept-terms')!;
    expect(accept.headers.Authorization).toBe('Bearer tok');
    expect(shell.stores.session.getState()).toMatchObject({ status: 'logged-in', session: { username: 'terms' } });
    expect(shell.emittedOf('session/changed')).toEqual([{ loggedIn: true, username: 'terms' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** What the page sent to end a session: the call goes out with fetch itself, which outlives the page. */
  function watchLogouts() {
    const sent: { url: string; method: string; auth?: string; keepalive?: boolean }[] = [];
    const original = window.fetch;
    window.fetch = ((url: string, init: RequestInit = {}) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        auth: (init.headers as Record<string, string>).Authorization,
        keepalive: init.keepalive,
      });
      return Promise.resolve({ ok: true, status: 204 });
    }) as typeof fetch;
    return { sent, restore: () => (window.fetch = original) };
  }

  it('declining the terms logs nobody in, and ends the session on the platform', async () => {
    const logouts = watchLogouts();
    const shell = openLogin({
      [`${ROUTE}/header_login/authenticate`]: {
        status: 200,
        data: { otp: false, session: { ...session, termsAccepted: false } },
      },
    });
    await logIn('terms', 'terms1234');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shell.stores.session.getState().status).not.toBe('logged-in');
    logouts.restore();
    expect(logouts.sent).toEqual([
      { method: 'GET', url: `${ROUTE}/header_login/logout?reason=terms_declined`, auth: 'Bearer tok', keepalive: true },
    ]);
  });

  it('a page that reloads on the terms step keeps its session for the terms; declining then ends it (device style: DELETE)', async () => {
    const shell = openLogin({
      '/franco/accounts/sessions?l=en&mc=mobile': {
        status: 200,
        data: {
          sessionId: 's1',
          accessToken: 'tok',
          refreshToken: 'r'.repeat(43),
          expiresIn: 3600,
          termsAccepted: false,
          username: 'terms',
          currency: 'EUR',
        },
      },
    });
    act(() => shell.stores.globalSettings.setState((g) => ({ settings: { ...g.settings, device_session_login: true } })));
    await logIn('terms', 'terms1234');
    await screen.findByRole('button', { name: 'Decline' });
    const logouts = watchLogouts();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(logouts.sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    logouts.restore();
    expect(logouts.sent).toEqual([
      { method: 'DELETE', url: '/franco/accounts/me/sessions', auth: 'Bearer tok', keepalive: true },
    ]);
  });

  it('keeps the terms step in the tab while it shows (its flag persists), and forgets it once accepted', async () => {
    const shell = openLogin({
      [`${ROUTE}/header_login/authenticate`]: {
        status: 200,
        data: { otp: false, session: { ...session, username: 'terms', termsAccepted: false } },
      },
      '/franco/accounts/me/sessions/accept-terms': { status: 200, data: { termsAccepted: true } },
    });
    await logIn('terms', 'terms1234');
    await screen.findByRole('button', { name: 'Accept terms' });
    expect(keptTermsStep()).toMatchObject({ username: 'terms', jwe_token: 'tok' });
    expect(shell.stores.ui.getState().modals.isTermsOfUseOpen).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Accept terms' }));
    await loginClosed();
    expect(keptTermsStep()).toBeNull();
    expect(shell.stores.ui.getState().modals.isTermsOfUseOpen).toBe(false);
  });

  it('shows the terms again after a reload on the terms step, and accepting them logs the player in', async () => {
    // What the page left behind: the persisted flag (spec 1 section 3) and the step's session in the tab.
    localStorage.setItem('sb-ui', JSON.stringify({ state: { modals: { isTermsOfUseOpen: true } }, version: 0 }));
    keepTermsStep({ ...session, username: 'terms', termsAccepted: false });
    const shell = renderInShell(<LoginModal />, (config) =>
      config.url === '/franco/accounts/me/sessions/accept-terms'
        ? { status: 200, data: { termsAccepted: true } }
        : { status: 404 },
    );
    expect(await screen.findByRole('dialog', { name: 'Terms of use' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept terms' }));
    await loginClosed();
    expect(shell.requests.find((r) => r.url === '/franco/accounts/me/sessions/accept-terms')?.headers).toMatchObject({
      Authorization: 'Bearer tok',
    });
    expect(shell.stores.session.getState()).toMatchObject({ status: 'logged-in', session: { username: 'terms' } });
  });

  it('opens no stale terms step: without a session kept in the tab, the flag is cleared', () => {
    localStorage.setItem('sb-ui', JSON.stringify({ state: { modals: { isTermsOfUseOpen: true } }, version: 0 }));
    const shell = renderInShell(<LoginModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shell.stores.ui.getState().modals.isTermsOfUseOpen).toBe(false);
  });

  it('accepting the terms keeps the session', async () => {
    const logouts = watchLogouts();
    const shell = openLogin({
      [`${ROUTE}/header_login/authenticate`]: {
        status: 200,
        data: { otp: false, session: { ...session, termsAccepted: false } },
      },
      '/franco/accounts/me/sessions/accept-terms': { status: 200, data: { termsAccepted: true } },
    });
    await logIn('terms', 'terms1234');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept terms' }));
    await loginClosed();
    logouts.restore();
    expect(logouts.sent).toEqual([]);
    expect(shell.stores.session.getState().status).toBe('logged-in');
  });

  it('Escape and the backdrop close it', async () => {
    const shell = openLogin();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => shell.bus.emit('session/login-requested', {}));
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(false);
  });

  it('opening it closes the other modals and locks page scrolling until it closes', async () => {
    const shell = renderInShell(<LoginModal />);
    act(() => {
      shell.stores.ui.getState().setModal('isBoostOddsOpen', true);
      shell.stores.ui.getState().setMyBetsModalState('visible');
    });
    act(() => shell.bus.emit('session/login-requested', {}));
    expect(shell.stores.ui.getState().modals.isBoostOddsOpen).toBe(false);
    expect(shell.stores.ui.getState().myBetsModalState).toBe('closed');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('prefills the remembered username', () => {
    const shell = renderInShell(<LoginModal />);
    act(() => shell.stores.session.getState().setLoginDetails({ savedUsername: 'demo' }));
    act(() => shell.bus.emit('session/login-requested', {}));
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
  });

  it('keeps the keyboard inside the dialog: Tab from its last control comes back to its first', async () => {
    const shell = renderInShell(<LoginModal />);
    act(() => shell.bus.emit('session/login-requested', {}));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    const submit = screen.getByRole('button', { name: 'Log in' });
    submit.focus();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
