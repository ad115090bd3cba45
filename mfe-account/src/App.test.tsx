import { act, screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/contracts/src/testing/renderInShell';
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
});
