import { act, screen, waitFor } from '@testing-library/react';
import { renderInShell } from '@sportsbook/testing';
import { App } from './App';

const at = (path: string) => act(() => window.history.pushState({}, '', `/en${path}`));

describe('the account remote', () => {
  afterAll(() => at('/'));

  it.each([
    ['/account', true],
    ['/account/balances', true],
    ['/account/transactions', true],
    // The shell gives /account/bets to my bets: the account area stays out of it.
    ['/account/bets', false],
    ['/homepage', false],
    ['/accounts', false],
  ])('on %s draws the account area: %s', (path, drawn) => {
    at(path);
    renderInShell(<App />);
    if (drawn) expect(screen.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    else expect(screen.queryByRole('heading', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('draws the safer-gambling page, loaded apart, on its own path', async () => {
    at('/account/safer-gambling');
    renderInShell(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Safer gambling' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('asks for the reality check once a player is logged in, on any page', async () => {
    at('/homepage');
    const shell = renderInShell(<App />, () => ({ status: 200, data: { minutes: null, offered: [15] } }));
    expect(shell.requests).toHaveLength(0);
    act(() =>
      shell.stores.session
        .getState()
        .logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '42' } as never),
    );
    await waitFor(() => expect(shell.requests.map((r) => r.url)).toContain('/xapi/rest/accounts/42/realityCheck'));
  });
});
