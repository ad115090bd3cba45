import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { SelfExclusionPage } from './SelfExclusionPage';
import { EXCLUDED_UNTIL_KEY, expectedEnd } from './selfExclusionModel';

beforeEach(() => sessionStorage.clear());

function renderLoggedIn(answer: { status: number; data?: unknown }) {
  const shell = renderInShell(<SelfExclusionPage />, (config) =>
    config.url === '/xapi/rest/accounts/42/selfExclusion' && config.method === 'post' ? answer : { status: 404 },
  );
  act(() =>
    shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '42' } as never),
  );
  return shell;
}

describe('expectedEnd', () => {
  it.each([
    ['1d', '2026-01-02T00:00:00.000Z'],
    ['30d', '2026-01-31T00:00:00.000Z'],
    ['6m', '2026-07-02T00:00:00.000Z'],
    ['5y', '2030-12-31T00:00:00.000Z'],
  ] as const)('%s from 1 January 2026 ends %s', (period, end) => {
    expect(expectedEnd(period, Date.parse('2026-01-01T00:00:00Z')).toISOString()).toBe(end);
  });
});

describe('self-exclusion page', () => {
  it('asks a visitor to log in', async () => {
    const shell = renderInShell(<SelfExclusionPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Self-exclusion' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(true);
  });

  it('chooses a period, confirms, sends it to the platform and asks the shell to log the player out', async () => {
    const shell = renderLoggedIn({ status: 200, data: { selfExcluded: true, until: '2026-12-24T10:00:00.000Z' } });
    expect(screen.getByRole('button', { name: 'Exclude me' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/will not be able to log in or place bets until/);
    expect(shell.requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm self-exclusion' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/self-excluded until 24\/12\/2026/);
    const sent = shell.requests.find((r) => r.url === '/xapi/rest/accounts/42/selfExclusion')!;
    expect(JSON.parse(sent.data!)).toEqual({ period: '30d' });
    expect(shell.emittedOf('session/logout-requested')).toEqual([{ reason: 'self_excluded' }]);
    expect(sessionStorage.getItem(EXCLUDED_UNTIL_KEY)).toBe('2026-12-24T10:00:00.000Z');
  });

  it('cancel goes back to the choice and sends nothing', async () => {
    const shell = renderLoggedIn({ status: 200, data: { selfExcluded: true, until: null } });
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(shell.requests).toHaveLength(0);
  });

  it('stays logged in and says so when the platform refuses', async () => {
    const shell = renderLoggedIn({ status: 500 });
    await userEvent.click(screen.getByRole('radio', { name: '24 hours' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm self-exclusion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(shell.emittedOf('session/logout-requested')).toEqual([]);
  });

  it('after the logout reload, tells the player until when', () => {
    sessionStorage.setItem(EXCLUDED_UNTIL_KEY, '2027-01-05T08:00:00.000Z');
    renderInShell(<SelfExclusionPage />);
    expect(screen.getByRole('status')).toHaveTextContent(/self-excluded until 05\/01\/2027/);
  });
});
