import { act, screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/testing';
import { useSessionElapsed } from './useSessionElapsed';

function Clock() {
  return <output>{useSessionElapsed() ?? 'no session'}</output>;
}

const LOGIN_AT = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('useSessionElapsed', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: LOGIN_AT });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows nothing without a session, then counts every second from the login and stops at logout', () => {
    const shell = renderInShell(<Clock />);
    expect(screen.getByRole('status')).toHaveTextContent('no session');
    act(() => shell.stores.session.getState().logIn({ jwe_token: 'token', username: 'ana', currency: 'EUR' }, LOGIN_AT));
    expect(screen.getByRole('status')).toHaveTextContent('00:00:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('00:00:01');
    // 1 h 2 min 5 s after the login: 3600 + 120 + 5 = 3725 s.
    act(() => jest.advanceTimersByTime(3724 * 1000));
    expect(screen.getByRole('status')).toHaveTextContent('01:02:05');
    act(() => shell.stores.session.getState().logOut());
    expect(screen.getByRole('status')).toHaveTextContent('no session');
  });

  it('shows 00:00:00, not a negative time, for a login stamped a little ahead of this tab', () => {
    const shell = renderInShell(<Clock />);
    act(() => shell.stores.session.getState().logIn({ jwe_token: 'token', username: 'ana', currency: 'EUR' }, LOGIN_AT + 5000));
    expect(screen.getByRole('status')).toHaveTextContent('00:00:00');
    act(() => jest.advanceTimersByTime(7000));
    expect(screen.getByRole('status')).toHaveTextContent('00:00:02');
  });
});
