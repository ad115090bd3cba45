import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/contracts/src/testing/renderInShell';
import type { TabMenuSection } from '@sportsbook/contracts';
import { SideMenu } from './SideMenu';

const tabs: TabMenuSection[] = [
  {
    section_name: 'main',
    submenu_items: [
      { id: 1, active: true, label: 'Home', logged_in_link: '/homepage', logged_out_link: '/homepage' },
      { id: 2, active: true, label: 'T_[menu.live]_T', logged_in_link: '/live/sport', logged_out_link: '/live/sport' },
      {
        id: 3,
        active: true,
        label: 'My bets',
        logged_in_only: true,
        logged_in_link: '/open_bets',
        logged_out_link: '/open_bets',
      },
    ],
  },
];

describe('side menu', () => {
  it('shows five skeleton rows while the tabs load, then the visitor entries with tokens translated', async () => {
    renderInShell(<SideMenu />, () => ({ status: 200, data: tabs }), { menu: { live: 'Live' } });
    expect(screen.getAllByTestId('menu-skeleton')).toHaveLength(5);
    expect(await screen.findByRole('link', { name: 'Live' })).toHaveAttribute('href', '/en/live/sport');
    expect(screen.queryByRole('link', { name: 'My bets' })).not.toBeInTheDocument();
  });

  it('shows logged-in-only entries to players and navigates through the shell', async () => {
    const shell = renderInShell(<SideMenu />, () => ({ status: 200, data: tabs }));
    act(() => shell.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't' }));
    await userEvent.click(await screen.findByRole('link', { name: 'My bets' }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/open_bets' }]);
  });

  it('collapses on desktop with a named toggle', async () => {
    const shell = renderInShell(<SideMenu />, () => ({ status: 200, data: tabs }));
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(shell.stores.ui.getState().desktopMenuOpen).toBe(false);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
