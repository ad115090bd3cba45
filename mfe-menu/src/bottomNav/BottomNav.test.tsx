import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import type { PageLayout } from '@sportsbook/contracts';
import { menuApi, menuEntry, tabs } from '../testing/menuApi';
import { BottomNav } from './BottomNav';

const mobile = (path = '/en/homepage') => {
  window.history.pushState(null, '', path);
  const shell = renderInShell(<BottomNav />, menuApi());
  act(() => shell.stores.ui.getState().setViewport(400));
  return shell;
};
const bar = () => screen.getByRole('navigation', { name: 'Quick navigation' });
const titles = async () => {
  await screen.findByRole('link', { name: 'Sports' });
  return [...bar().querySelectorAll('a, button')].map((item) => item.textContent);
};

describe('mobile bottom navigation', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('shows five items with the Menu item on the side of the layout’s navigation menu', async () => {
    mobile();
    expect(await titles()).toEqual(['Menu', 'Live', 'Sports', 'Betslip', 'My account']);
  });

  it('puts the Menu item last when the navigation menu is in the right column', async () => {
    const shell = mobile();
    const layout: PageLayout = {
      ...DEFAULT_SETTINGS.page_layouts[0],
      left_column: [],
      right_column: [{ name: 'navigation_menu', id: 1 }],
    };
    act(() => {
      const settings = { ...DEFAULT_SETTINGS, page_layouts: [layout] };
      shell.stores.globalSettings.getState().setAll({ web: settings, mobile: settings }, 'mobile');
    });
    expect(await titles()).toEqual(['Live', 'Sports', 'Betslip', 'My account', 'Menu']);
  });

  it('toggles the menu from the Menu item, closing the betslip and modals first', async () => {
    const shell = mobile();
    act(() => {
      shell.stores.ui.getState().setBetslip({ open: true });
      shell.stores.ui.getState().setModal('isLoginOpen', true);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(shell.emittedOf('menu/toggle')).toEqual([{}]);
    expect(shell.stores.ui.getState().betslipOpen).toBe(false);
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(false);
  });

  it('asks a visitor to log in from my account', async () => {
    const shell = mobile();
    await userEvent.click(await screen.findByRole('button', { name: 'My account' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(true);
    expect(shell.emittedOf('menu/toggle')).toEqual([{ open: false }]);
    expect(shell.emittedOf('navigation/go')).toEqual([]);
  });

  it('takes a player to my account, closing the menu', async () => {
    const shell = mobile();
    act(() => shell.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't' }));
    await userEvent.click(await screen.findByRole('link', { name: 'My account' }));
    expect(shell.emittedOf('menu/toggle')).toEqual([{ open: false }]);
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/account' }]);
  });

  it('shows an item for players who have not played yet to a player whose details say so, after login', async () => {
    window.history.pushState(null, '', '/en/homepage');
    const bottomMenu = tabs.find((section) => section.section_name === 'bottom_menu')!;
    const firstBet = menuEntry(17, 'First bet', '/sports', { audience: 'logged_in_not_played' });
    const answers = menuApi({ tabs: [{ ...bottomMenu, submenu_items: [...bottomMenu.submenu_items.slice(1, 4), firstBet] }] });
    const shell = renderInShell(<BottomNav />, (config) =>
      config.url === '/xapi/icore/players/demo/details'
        ? { status: 200, data: { username: 'demo', currency: 'EUR', nonBettor: true } }
        : answers(config),
    );
    act(() => shell.stores.ui.getState().setViewport(400));
    expect(await titles()).toEqual(['Menu', 'Live', 'Sports', 'Betslip']);
    act(() => shell.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't' }));
    expect(await within(bar()).findByRole('link', { name: 'First bet' })).toHaveAttribute('href', '/en/sports');
  });

  it('opens the open-bets page for my bets, not a panel', async () => {
    const shell = mobile();
    const myBets = await screen.findByRole('link', { name: 'Betslip' });
    expect(myBets).toHaveAttribute('href', '/en/open_bets');
    await userEvent.click(myBets);
    expect(shell.emittedOf('mybets/open')).toHaveLength(0);
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/open_bets' }]);
  });

  it('marks the item of the current page with aria-current', async () => {
    mobile('/en/sports/240-FOOT');
    expect(await screen.findByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Live' })).not.toHaveAttribute('aria-current');
  });

  it('shows the betslip count on the betslip item, in the wide form above 99', async () => {
    const shell = mobile();
    act(() => shell.stores.ui.getState().setBetslip({ count: 7 }));
    // The fixture's item with the betslip icon is its my bets (a link to the open-bets page).
    expect(await screen.findByRole('link', { name: 'Betslip (7)' })).toBeInTheDocument();
    act(() => shell.stores.ui.getState().setBetslip({ count: 150 }));
    const betslip = screen.getByRole('link', { name: 'Betslip (150)' });
    expect(within(betslip).getByText('150')).toHaveAttribute('data-wide', 'true');
  });

  it('is rendered into document.body and keeps its room in the shell while shown', async () => {
    const shell = mobile();
    await screen.findByRole('link', { name: 'Sports' });
    expect(bar().parentElement).toBe(document.body);
    expect(shell.stores.ui.getState().bottomNavShown).toBe(true);
    shell.unmount();
    expect(shell.stores.ui.getState().bottomNavShown).toBe(false);
  });

  it('is not shown on desktop nor in the native app', async () => {
    const shell = renderInShell(<BottomNav />, menuApi());
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    act(() => {
      shell.stores.ui.getState().setViewport(400);
      shell.stores.ui.getState().setMode({ nativeApp: true });
    });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(shell.stores.ui.getState().bottomNavShown).toBe(false);
  });
});
