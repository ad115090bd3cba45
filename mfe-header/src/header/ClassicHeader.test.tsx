import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/contracts/src/testing/renderInShell';
import { ClassicHeader } from './ClassicHeader';

describe('classic header', () => {
  it('shows a Login toggle to a visitor that opens and closes the login modal', async () => {
    const shell = renderInShell(<ClassicHeader />);
    act(() => shell.stores.session.getState().markAnonymous());
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(false);
  });

  it('shows the balance, the account link and logout to a player', async () => {
    const shell = renderInShell(<ClassicHeader />);
    act(() => {
      shell.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't' });
      shell.stores.wallet.getState().setWallet({ balance: 1234.5, name: 'sportsbook', promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 1234.5 });
    });
    expect(screen.getByText('EUR 1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'demo' })).toHaveAttribute('href', '/en/account');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(shell.emittedOf('session/logout-requested')).toEqual([{ reason: 'user' }]);
  });

  it('links the logo to the configured home URL', () => {
    const shell = renderInShell(<ClassicHeader />);
    act(() => {
      const state = shell.stores.globalSettings.getState();
      state.setAll({ web: { ...state.settings, desktop_home_url: 'https://brand.example/' }, mobile: state.byChannel.mobile }, 'web');
    });
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', 'https://brand.example/');
  });
});

describe('odds format select', () => {
  it('offers the brand formats and saves the choice in the player settings', async () => {
    const shell = renderInShell(<ClassicHeader />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'American');
    expect(shell.stores.playerSettings.getState().oddsType).toBe('us');
    act(() => {
      const state = shell.stores.globalSettings.getState();
      state.setAll({ web: { ...state.settings, odds_types: ['euro'] }, mobile: state.byChannel.mobile }, 'web');
    });
    expect(screen.queryByRole('combobox', { name: 'Odds format' })).not.toBeInTheDocument();
  });
});
