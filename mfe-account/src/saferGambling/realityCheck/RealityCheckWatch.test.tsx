import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import RealityCheckWatch from './RealityCheckWatch';

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

describe('the reality check', () => {
  it('shows the session time and net result once the interval has passed, then again after Continue; Log out asks the shell', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-04-01T10:00:00.000Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const shell = renderInShell(<RealityCheckWatch />, () => ({
      status: 200,
      data: {
        minutes: 0.5,
        offered: [0.5],
        sessionStartedAt: '2026-04-01T10:00:00.000Z',
        currency: 'EUR',
        stakes: 12,
        returns: 4.5,
        net: -7.5,
      },
    }));
    act(() =>
      shell.stores.session
        .getState()
        .logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '42' } as never),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(29_000);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_500);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent(/Logged in for00:00:3\d/);
    expect(dialog).toHaveTextContent(/Net result.*-.*7\.50/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(31_000);
    });
    await screen.findByRole('alertdialog', { name: 'Reality check' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(shell.emittedOf('session/logout-requested')).toEqual([{ reason: 'user' }]);
  });
});
