import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, type FakeRequest } from '@sportsbook/testing';
import type { DepositLimits } from '@sportsbook/domain';
import SaferGamblingPage from './SaferGamblingPage';

const limits = (over: Partial<DepositLimits['limits'][number]> = {}): DepositLimits => ({
  answered: true,
  currency: 'EUR',
  limits: [
    { period: 'daily', amount: 50, used: 10, ...over },
    { period: 'weekly', amount: null, used: 10 },
    { period: 'monthly', amount: null, used: 10 },
  ],
});
const check = {
  minutes: null,
  offered: [0.05, 30],
  sessionStartedAt: '2026-04-01T10:00:00.000Z',
  currency: 'EUR',
  stakes: 0,
  returns: 0,
  net: 0,
};

function renderLoggedIn(answer: (request: FakeRequest) => { status: number; data?: unknown }) {
  const shell = renderInShell(<SaferGamblingPage />, answer);
  act(() =>
    shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '42' } as never),
  );
  return shell;
}

beforeEach(() => sessionStorage.clear());

describe('the safer-gambling page', () => {
  it('saves a lower limit, and tells a raise that waits 24 hours when it may be confirmed', async () => {
    let saved: unknown;
    const shell = renderLoggedIn((request) => {
      if (request.url === '/xapi/rest/accounts/42/depositLimits' && request.method === 'get')
        return { status: 200, data: limits() };
      if (request.url === '/xapi/rest/accounts/42/depositLimits' && request.method === 'put') {
        saved = JSON.parse(request.data!);
        return {
          status: 200,
          data: limits({ pending: { amount: 100, from: '2026-04-02T10:00:00.000Z', confirmable: false } }),
        };
      }
      if (request.url === '/xapi/rest/accounts/42/realityCheck') return { status: 200, data: check };
      return { status: 404 };
    });
    const daily = await screen.findByRole('textbox', { name: 'Daily limit (EUR)' });
    expect(daily).toHaveValue('50');
    expect(screen.getByText(/Now: .*50\.00, deposited .*10\.00/)).toBeInTheDocument();
    await userEvent.clear(daily);
    await userEvent.type(daily, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(saved).toEqual({ daily: 100, weekly: null, monthly: null });
    expect(await screen.findByText(/Your change to .*100\.00 applies from/)).toBeInTheDocument();
    expect(shell.requests.filter((r) => r.method === 'put')).toHaveLength(1);
  });

  it('names a field that is not an amount and sends nothing', async () => {
    const shell = renderLoggedIn((request) =>
      request.url.endsWith('/depositLimits') ? { status: 200, data: limits() } : { status: 200, data: check },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Weekly limit (EUR)' }), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount, or leave the field empty for no limit.');
    expect(screen.getByRole('textbox', { name: 'Weekly limit (EUR)' })).toHaveAttribute('aria-invalid', 'true');
    expect(shell.requests.filter((r) => r.method === 'put')).toHaveLength(0);
  });

  it('asks again once a raise may be confirmed', async () => {
    let confirmed: unknown;
    renderLoggedIn((request) => {
      if (request.url.endsWith('/depositLimits/confirm')) {
        confirmed = JSON.parse(request.data!);
        return { status: 200, data: limits({ amount: 100 }) };
      }
      if (request.url.endsWith('/depositLimits'))
        return { status: 200, data: limits({ pending: { amount: 100, from: '2026-04-02T10:00:00.000Z', confirmable: true } }) };
      return { status: 200, data: check };
    });
    expect(await screen.findByText(/Your change to .*100\.00 is ready/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the new limit' }));
    expect(confirmed).toEqual({ period: 'daily' });
  });

  it('sets the reality-check interval among those the brand offers', async () => {
    let saved: unknown;
    renderLoggedIn((request) => {
      if (request.url.endsWith('/depositLimits')) return { status: 200, data: limits() };
      if (request.method === 'put') saved = JSON.parse(request.data!);
      return { status: 200, data: { ...check, minutes: request.method === 'put' ? 30 : null } };
    });
    const select = await screen.findByRole('combobox', { name: 'Remind me every' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Never', '0.05 min', '30 min']);
    await userEvent.selectOptions(select, '30 min');
    expect(saved).toEqual({ minutes: 30 });
    expect(await screen.findByText('Your reality-check setting is saved.')).toBeInTheDocument();
  });

  it('takes a time-out once confirmed and asks the shell to log the player out', async () => {
    const shell = renderLoggedIn((request) => {
      if (request.url.endsWith('/timeOut')) return { status: 200, data: { timedOutUntil: '2026-04-02T10:00:00.000Z' } };
      if (request.url.endsWith('/depositLimits')) return { status: 200, data: limits() };
      return { status: 200, data: check };
    });
    expect(screen.getByRole('button', { name: 'Start time-out' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '1 week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start time-out' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/will not be able to log in until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm time-out' }));
    expect(JSON.parse(shell.requests.find((r) => r.url.endsWith('/timeOut'))!.data!)).toEqual({ period: '7d' });
    await act(async () => undefined);
    expect(shell.emittedOf('session/logout-requested')).toEqual([{ reason: 'timed_out' }]);
  });

  it('asks a visitor to log in', async () => {
    const shell = renderInShell(<SaferGamblingPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(true);
  });
});
