import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { BALANCE_HIDDEN_KEY } from '../balance/useBalanceHidden';
import { answers, EXTERNAL_URLS, LANGUAGES, logIn, setLanguages, setSettings } from '../testing/headerShell';
import { ClassicHeader } from './ClassicHeader';

const api = answers({
  '/api/external_urls': EXTERNAL_URLS,
  '/xapi/icore/players/demo/details': { username: 'demo', currency: 'EUR', vipLevel: 2 },
  '/api/submenus/1': {
    submenu_links: [
      { id: 1, name: 'Live', url: '/live/sport' },
      { id: 2, name: 'Jackpot', url: '/jackpot' },
    ],
  },
});

describe('classic header, logged out', () => {
  it('shows nothing for the session until it is known, then Login and Join', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    act(() => shell.stores.session.getState().markAnonymous());
    expect(await screen.findByRole('link', { name: 'Join' })).toHaveAttribute('href', '/en/account/register');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(false);
  });

  it('leaves Join out when display_registration_button is off', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setSettings(shell, { display_registration_button: false });
    act(() => shell.stores.session.getState().markAnonymous());
    await screen.findByRole('button', { name: 'Login' });
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('links the logo to the configured home URL', () => {
    const shell = renderInShell(<ClassicHeader />);
    setSettings(shell, { desktop_home_url: 'https://brand.example/' });
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', 'https://brand.example/');
  });
});

describe('classic header, logged in on desktop', () => {
  it('shows the VIP tier of the player level when the scheme is on', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setSettings(shell, { display_vip_scheme: true });
    logIn(shell);
    expect(await screen.findByText('Silver')).toBeInTheDocument();
  });

  it('shows no VIP badge when the scheme is off', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    logIn(shell);
    await screen.findByText('EUR 1,234.50');
    expect(shell.requests.some((request) => request.url?.endsWith('/details'))).toBe(false);
  });

  it('opens the account dropdown with the pages the tab flags allow, and logs out', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setSettings(shell, { enable_balances_tab: false });
    logIn(shell);
    const trigger = screen.getByRole('button', { name: 'My account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/en/account');
    expect(screen.getByRole('link', { name: 'My bets' })).toHaveAttribute('href', '/en/account/bets');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/en/account/transactions');
    expect(screen.queryByRole('link', { name: 'Balances' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(shell.emittedOf('session/logout-requested')).toEqual([{ reason: 'user' }]);
  });

  it('navigates through the shell from the dropdown and closes it', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    logIn(shell);
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    await userEvent.click(screen.getByRole('link', { name: 'My bets' }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/account/bets' }]);
    expect(screen.queryByRole('link', { name: 'My bets' })).not.toBeInTheDocument();
  });

  it('closes the account dropdown on Escape and on a click outside', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setSettings(shell, { display_logout_button: false });
    logIn(shell);
    const trigger = screen.getByRole('button', { name: 'My account' });
    await userEvent.click(trigger);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(document.body);
    expect(screen.queryByRole('link', { name: 'My profile' })).not.toBeInTheDocument();
  });

  it('hides and shows the balance, remembering the choice', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    logIn(shell);
    expect(screen.getByText('EUR 1,234.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('EUR 1,234.50')).not.toBeInTheDocument();
    expect(screen.getByText('•••••')).toBeInTheDocument();
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByText('EUR 1,234.50')).toBeInTheDocument();
  });

  it.each([
    // the brand's currency, the player's, the booked balance, what the header shows
    ['USD', 'EUR', 997.3, 'EUR 997.30'],
    ['KES', 'EUR', 250, 'EUR 250.00'],
    ['USD', 'IDR', 5_000_000, 'IDR 5,000.00'],
    ['EUR', 'KES', 1234.5, 'KES 1,234.50'],
    ['EUR', 'JPY', 15_000, 'JPY 15,000'],
  ])('on a %s brand, a %s player with %d sees %s', async (brandCurrency, playerCurrency, balance, shown) => {
    const shell = renderInShell(<ClassicHeader />, api);
    setSettings(shell, { currency: brandCurrency });
    logIn(shell, balance, playerCurrency);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('marks a balance shown in thousands, and only such a balance', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    logIn(shell, 5_000_000, 'IDR');
    const shown = await screen.findByText('IDR 5,000.00');
    expect(shown.parentElement).toHaveTextContent('IDR 5,000.00 K (in thousands)');
    expect(screen.getByTitle('in thousands')).toBeInTheDocument();
    logIn(shell, 997.3, 'EUR');
    expect(await screen.findByText('EUR 997.30')).toBeInTheDocument();
    expect(screen.queryByTitle('in thousands')).not.toBeInTheDocument();
  });

  it('offers no balance toggle when clem_header_toggle_balance is off', () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setSettings(shell, { clem_header_toggle_balance: false });
    logIn(shell);
    expect(screen.queryByRole('button', { name: 'Hide balance' })).not.toBeInTheDocument();
  });

  it('links the balance to the cashier, with deposit and withdraw', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    logIn(shell);
    const balance = await screen.findByRole('link', { name: /Balance/ });
    await screen.findByText('EUR 1,234.50');
    await act(async () => {});
    expect(balance).toHaveAttribute('href', '/en/account/balances?cashier=1');
    expect(balance).not.toHaveAttribute('target');
    await userEvent.click(screen.getByRole('button', { name: 'Cashier options' }));
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en/account/balances?cashier=1&action=deposit',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/en/account/balances?cashier=1&action=withdraw',
    );
  });

  it.each([
    // locale, cashier kept (in the brand's default), Join localised or kept (spec 1 section 2.2)
    ['sw', 'https://pay.brand.example/en/deposit', 'https://brand.example/sw/join'],
    ['pt', 'https://pay.brand.example/en/deposit', 'https://brand.example/en/join'],
    ['en', 'https://pay.brand.example/en/deposit', 'https://brand.example/en/join'],
  ])('in %s the cashier links to %s and Join to %s', async (locale, cashier, join) => {
    const brandSites = answers({
      '/api/external_urls': {
        registration: { placeholder: 'https://brand.example/{locale}/join', open_in_parent_frame: false },
        cashier: { placeholder: 'https://pay.brand.example/{locale}/deposit', open_in_parent_frame: false },
      },
    });
    const shell = renderInShell(<></>, brandSites);
    shell.setLocale(locale);
    setLanguages(shell, LANGUAGES);
    shell.rerender(<ClassicHeader />);
    act(() => shell.stores.session.getState().markAnonymous());
    expect(await screen.findByRole('link', { name: 'Join' })).toHaveAttribute('href', join);
    logIn(shell);
    await waitFor(() => expect(screen.getByRole('link', { name: /Balance/ })).toHaveAttribute('href', cashier));
  });

  it('opens the cashier in a new window when open_cashier_in_new_window is on', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setSettings(shell, { open_cashier_in_new_window: true });
    logIn(shell);
    const balance = screen.getByRole('link', { name: /Balance/ });
    expect(balance).toHaveAttribute('target', '_blank');
    expect(balance).toHaveAttribute('rel', 'noopener');
  });

  it('counts the session time since login as hh:mm:ss', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    try {
      const shell = renderInShell(<ClassicHeader />, api);
      logIn(shell);
      expect(screen.getByRole('timer', { name: 'Session time' })).toHaveTextContent('00:00:00');
      act(() => jest.advanceTimersByTime(3_725_000));
      expect(screen.getByRole('timer', { name: 'Session time' })).toHaveTextContent('01:02:05');
    } finally {
      jest.useRealTimers();
    }
  });

  it('links the account icon to /account, beside the button of the account dropdown', () => {
    const shell = renderInShell(<ClassicHeader />, api);
    logIn(shell);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/account');
    expect(screen.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the self-exclusion link when enable_self_exclusion is on', () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setSettings(shell, { enable_self_exclusion: true });
    logIn(shell);
    expect(screen.getByRole('link', { name: 'Self-exclusion' })).toHaveAttribute('href', '/en/account/self-exclusion');
  });
});

describe('classic header on mobile', () => {
  it('keeps a compact bar: menu, logo, balance, no account dropdown or sub-header', () => {
    const shell = renderInShell(<ClassicHeader />, api);
    act(() => shell.stores.ui.getState().setViewport(600));
    logIn(shell);
    expect(screen.getByRole('button', { name: 'Sports menu' })).toBeInTheDocument();
    expect(screen.getByText('EUR 1,234.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
  });
});

describe('classic language picker', () => {
  it('lists the brand languages from a flag dropdown when flags are on', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setLanguages(shell, LANGUAGES);
    const trigger = screen.getByRole('button', { name: /^Language: English/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('link', { name: /Kiswahili/ }));
    expect(shell.emittedOf('language/select')).toEqual([{ locale: 'sw' }]);
    expect(screen.queryByRole('link', { name: /Português/ })).not.toBeInTheDocument();
  });

  it('has no picker with flags off or a single language', () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setLanguages(shell, LANGUAGES.slice(0, 1));
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
    setLanguages(shell, LANGUAGES);
    setSettings(shell, { enable_flags: false });
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });
});

describe('odds format select', () => {
  it('offers the brand formats and saves the choice in the player settings', async () => {
    const shell = renderInShell(<ClassicHeader />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'American');
    expect(shell.stores.playerSettings.getState().oddsType).toBe('us');
    setSettings(shell, { odds_types: ['euro'] });
    expect(screen.queryByRole('combobox', { name: 'Odds format' })).not.toBeInTheDocument();
  });
});

describe('desktop sub-header', () => {
  it('lists the configured submenu links and the right-side items', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setSettings(shell, { subheader_id: 1, display_vip_scheme: true, live_chat_url: 'https://chat.example/' });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    const live = await within(nav).findByRole('link', { name: 'Live' });
    expect(live).toHaveAttribute('href', '/en/live/sport');
    await userEvent.click(live);
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/live/sport' }]);
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/en/promotions');
    expect(within(nav).getByRole('link', { name: /VIP/ })).toBeInTheDocument();
    // Live chat is for players only.
    expect(within(nav).queryByRole('link', { name: /Live Chat/ })).not.toBeInTheDocument();
    logIn(shell);
    const chat = within(nav).getByRole('link', { name: /Live Chat/ });
    expect(chat).toHaveAttribute('href', 'https://chat.example/');
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('links Promotions to the brand promotions URL when it has one', async () => {
    const shell = renderInShell(<ClassicHeader />, api);
    setSettings(shell, { promotions_url: 'https://promo.example/' });
    expect(await screen.findByRole('link', { name: 'Promotions' })).toHaveAttribute('href', 'https://promo.example/');
  });
});
