import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, type FakeAnswer, type FakeRequest } from '@sportsbook/testing';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import type { PlayerDetails, Settings } from '@sportsbook/contracts';
import { menuApi, menuEntry, pathTree } from '../testing/menuApi';
import { SideMenu } from './SideMenu';

const logIn = (shell: ReturnType<typeof renderInShell>, currency = 'EUR') =>
  act(() => shell.stores.session.getState().logIn({ username: 'demo', currency, jwe_token: 't' }));
const onMobile = (shell: ReturnType<typeof renderInShell>) => act(() => shell.stores.ui.getState().setViewport(400));
const openDrawer = (shell: ReturnType<typeof renderInShell>) => act(() => shell.stores.ui.getState().setMobileMenuOpen(true));
const withSettings = (shell: ReturnType<typeof renderInShell>, patch: Partial<Settings>) =>
  act(() => {
    const settings = { ...DEFAULT_SETTINGS, ...patch };
    shell.stores.globalSettings.getState().setAll({ web: settings, mobile: { ...settings, channel: 'mobile' } }, 'web');
  });

describe('side menu', () => {
  it('shows five skeleton rows while the menu loads, then the visitor entries with tokens translated', async () => {
    renderInShell(<SideMenu />, menuApi(), { menu: { live: 'Live' } });
    expect(screen.getAllByTestId('menu-skeleton')).toHaveLength(5);
    expect(await screen.findByRole('link', { name: 'Live' })).toHaveAttribute('href', '/en/live/sport');
    expect(screen.queryByTestId('menu-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My bets' })).not.toBeInTheDocument();
  });

  it('shows logged-in-only entries to players and navigates through the shell', async () => {
    const shell = renderInShell(<SideMenu />, menuApi());
    logIn(shell);
    await userEvent.click(await screen.findByRole('link', { name: 'My bets' }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/open_bets' }]);
  });

  describe('links by audience, from the player details (spec 1 section 2.8)', () => {
    const HOUR = 3600_000;
    const audienceTabs = [
      {
        section_name: 'main',
        submenu_items: [
          menuEntry(1, 'Home', '/homepage'),
          menuEntry(4, 'Welcome offer', '/promotions', { audience: 'just_registered' }),
          menuEntry(5, 'Your first bet', '/sports', { audience: 'logged_in_not_played' }),
          menuEntry(6, 'Make a deposit', '/account/balances', { audience: 'logged_in_not_deposited' }),
          menuEntry(7, 'Reload bonus', '/promotions#vip', { audience: 'logged_in_deposited' }),
        ],
      },
    ];
    const withDetails = (details: Partial<PlayerDetails>) => {
      const answers = menuApi({ tabs: audienceTabs });
      return (config: FakeRequest): FakeAnswer =>
        config.url === '/xapi/icore/players/demo/details'
          ? { status: 200, data: { username: 'demo', currency: 'EUR', ...details } }
          : answers(config);
    };
    const shown = () =>
      ['Welcome offer', 'Your first bet', 'Make a deposit', 'Reload bonus'].filter((name) =>
        screen.queryByRole('link', { name }),
      );

    it.each([
      [
        'registered an hour ago, no deposit, no bet',
        { registrationDateTime: new Date(Date.now() - HOUR).toISOString(), nonDepositor: true, nonBettor: true },
        ['Welcome offer', 'Your first bet', 'Make a deposit'],
      ],
      [
        'registered 3 days ago, deposited, first login 2 hours ago, has bet',
        {
          registrationDateTime: new Date(Date.now() - 72 * HOUR).toISOString(),
          firstLoginTime: new Date(Date.now() - 2 * HOUR).toISOString(),
          nonDepositor: false,
          nonBettor: false,
        },
        ['Your first bet', 'Reload bonus'],
      ],
      [
        'registered 30 days ago, first login 25 hours ago, deposited, has bet',
        {
          registrationDateTime: new Date(Date.now() - 720 * HOUR).toISOString(),
          firstLoginTime: new Date(Date.now() - 25 * HOUR).toISOString(),
          nonDepositor: false,
          nonBettor: false,
        },
        ['Reload bonus'],
      ],
    ])('a player %s', async (_, details, expected) => {
      const shell = renderInShell(<SideMenu />, withDetails(details));
      logIn(shell);
      await waitFor(() => expect(shell.requests.some((r) => r.url === '/xapi/icore/players/demo/details')).toBe(true));
      await waitFor(() => expect(shown()).toEqual(expected));
      expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    });

    it('shows a visitor none of the player audiences, and asks for no details', async () => {
      const shell = renderInShell(<SideMenu />, withDetails({ nonBettor: true }));
      expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
      expect(shown()).toEqual([]);
      expect(shell.requests.some((r) => r.url?.includes('/details'))).toBe(false);
    });

    it('treats a player whose details cannot be had as deposited and played', async () => {
      const shell = renderInShell(<SideMenu />, menuApi({ tabs: audienceTabs }));
      logIn(shell);
      await waitFor(() => expect(shell.requests.some((r) => r.url === '/xapi/icore/players/demo/details')).toBe(true));
      await waitFor(() => expect(shown()).toEqual(['Reload bonus']));
    });
  });

  it('falls back to the sample menu (Sports, Live events, My account; Help below) when the tabs cannot be loaded', async () => {
    const answers = menuApi();
    renderInShell(<SideMenu />, (config) => (config.url === '/api/tabs' ? { status: 503 } : answers(config)), {
      menu: { sports: 'Sports', liveEvents: 'Live events', myAccount: 'My account' },
    });
    expect(await screen.findByRole('link', { name: 'Live events' })).toHaveAttribute('href', '/en/live/sport');
    expect(screen.getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/en/sports');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/account');
    expect(screen.getAllByRole('link', { name: 'Help' })).toHaveLength(1);
    expect(screen.queryByTestId('menu-skeleton')).not.toBeInTheDocument();
  });

  it('fetches the coupon groups in parallel and drops the one that fails', async () => {
    const answers = menuApi();
    const shell = renderInShell(<SideMenu />, (config) =>
      config.url === '/api/coupon_groups/2'
        ? { status: 200, data: { title: 'Esports', coupons: [{ id: 4, name: 'Counter-Strike maps', sport_id: 233 }] } }
        : config.url === '/api/coupon_groups/1'
          ? { status: 500 }
          : answers(config),
    );
    expect(await screen.findByRole('heading', { name: 'Esports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Counter-Strike maps' })).toHaveAttribute('href', '/en/sports/coupon/4');
    expect(screen.queryByRole('heading', { name: 'Popular coupons' })).not.toBeInTheDocument();
    expect(shell.requests.filter((r) => r.url?.startsWith('/api/coupon_groups/')).map((r) => r.url)).toEqual([
      '/api/coupon_groups/1',
      '/api/coupon_groups/2',
    ]);
  });

  it('lists the tiers in order: main, coupons, sports, third parties, help', async () => {
    const shell = renderInShell(<SideMenu />, menuApi());
    withSettings(shell, { show_kiron_virtuals: true });
    expect(await screen.findByRole('heading', { name: 'Popular coupons' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Today's football" })).toHaveAttribute('href', '/en/sports/coupon/1');
    expect(screen.getByRole('link', { name: /^Football/ })).toHaveAttribute('href', '/en/sports/240-FOOT');
    expect(screen.getByRole('link', { name: 'Kiron virtuals' })).toHaveAttribute('href', '/en/sports/kiron');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/en/public');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    const order = ['/homepage', '/sports/coupon/1', '/sports/240-FOOT', '/sports/kiron', '/public'].map((path) =>
      hrefs.indexOf(`/en${path}`),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order).not.toContain(-1);
  });

  it('links the settings panel on desktop too, for visitors and players alike', async () => {
    const shell = renderInShell(<SideMenu />, menuApi());
    await userEvent.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/account/settings' }]);
  });

  it('asks for the path tree with its parameters (spec 2 section 7) and skips a sport without a known code, with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const base = menuApi();
    const shell = renderInShell(<SideMenu />, (config) =>
      config.url === '/xapi/rest/eventpathtree'
        ? {
            status: 200,
            data: [
              ...pathTree,
              { ...pathTree[0], id: 1, description: 'Mystery sport', sportCode: 'XXXX' },
              { ...pathTree[0], id: 2, description: 'Nameless sport', sportCode: undefined },
            ],
          }
        : base(config),
    );
    expect(await screen.findByRole('link', { name: /^Football/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Mystery sport|Nameless sport/ })).not.toBeInTheDocument();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'sport 1 (Mystery sport) skipped: unknown sport code XXXX',
      'sport 2 (Nameless sport) skipped: no sport code',
    ]);
    warn.mockRestore();
    expect(shell.requests.find((request) => request.url === '/xapi/rest/eventpathtree')?.params).toMatchObject({
      periodType: 'all',
      includeUnpricedMarkets: false,
      includeMarketTypes: false,
      lightWeightResponse: true,
      eventTypeFilter: ['GAMEEVENT', 'RANKEVENT'],
      sportGroups: ['REGULAR', 'ESPORTS'],
    });
  });

  it('has a Fixtures entry above the sports, which goes to /sports/fixtures', async () => {
    const shell = renderInShell(<SideMenu />, menuApi());
    const fixtures = await screen.findByRole('link', { name: 'Fixtures' });
    expect(fixtures).toHaveAttribute('href', '/en/sports/fixtures');
    await userEvent.click(fixtures);
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/sports/fixtures' }]);
  });

  it('expands a sport to its countries and a country to its leagues, one sport open at a time', async () => {
    const shell = renderInShell(<SideMenu />, menuApi());
    const football = await screen.findByRole('button', { name: 'Countries in Football' });
    expect(football).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /^England/ })).not.toBeInTheDocument();

    await userEvent.click(football);
    expect(football).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /^England/ })).toHaveAttribute('href', '/en/sports/competitions/football/england');

    await userEvent.click(screen.getByRole('button', { name: 'Leagues in England' }));
    expect(screen.getByRole('link', { name: /^Premier League/ })).toHaveAttribute(
      'href',
      '/en/sports/competitions/football/england/premier-league',
    );
    expect(shell.stores.ui.getState().toggledMenuSection).toBe('sport:240/country:1');

    await userEvent.click(screen.getByRole('button', { name: 'Countries in Tennis' }));
    expect(screen.getByRole('link', { name: /^France/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^England/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Countries in Football' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers logout to players only, and asks the shell to log out', async () => {
    const shell = renderInShell(<SideMenu />, menuApi());
    await screen.findByRole('link', { name: 'Help' });
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    logIn(shell);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(shell.emittedOf('session/logout-requested')).toEqual([{ reason: 'user' }]);
  });

  it('hides third parties the currency gates close: kiron for a USDT player', async () => {
    const shell = renderInShell(<SideMenu />, menuApi());
    withSettings(shell, { show_kiron_virtuals: true });
    expect(await screen.findByRole('link', { name: 'Kiron virtuals' })).toBeInTheDocument();
    logIn(shell, 'USDT');
    expect(screen.queryByRole('link', { name: 'Kiron virtuals' })).not.toBeInTheDocument();
  });

  describe('on desktop', () => {
    it('collapses with a named toggle', async () => {
      const shell = renderInShell(<SideMenu />, menuApi());
      await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
      expect(shell.stores.ui.getState().desktopMenuOpen).toBe(false);
      expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('collapsed, shows icon links with names, and expands over the page while hovered', async () => {
      const shell = renderInShell(<SideMenu />, menuApi());
      act(() => shell.stores.ui.getState().setDesktopMenuOpen(false));
      const nav = screen.getByRole('navigation', { name: 'Sports menu' });
      expect(await screen.findByRole('link', { name: 'Home' })).toHaveAttribute('title', 'Home');
      expect(screen.getByRole('link', { name: 'Football' })).toHaveAttribute('href', '/en/sports/240-FOOT');
      expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
      expect(nav).toHaveAttribute('data-state', 'collapsed');

      await userEvent.hover(nav);
      expect(nav).toHaveAttribute('data-state', 'peeking');
      expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
      expect(shell.stores.ui.getState().desktopMenuOpen).toBe(false);
      await userEvent.unhover(nav);
      expect(nav).toHaveAttribute('data-state', 'collapsed');
    });

    it('collapsed, expands while the keyboard focus is inside', async () => {
      const shell = renderInShell(<SideMenu />, menuApi());
      act(() => shell.stores.ui.getState().setDesktopMenuOpen(false));
      await screen.findByRole('link', { name: 'Home' });
      await userEvent.tab();
      expect(screen.getByRole('navigation', { name: 'Sports menu' })).toHaveAttribute('data-state', 'peeking');
    });
  });

  describe('in the mobile drawer', () => {
    it('loads nothing of the drawer, nor the menu data it alone shows, until it is first opened, and keeps it then', async () => {
      const shell = renderInShell(<></>, menuApi());
      onMobile(shell);
      shell.rerender(<SideMenu />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(screen.getByRole('navigation', { name: 'Sports menu' })).toBeEmptyDOMElement();
      expect(shell.requests.map((request) => request.url)).toEqual([]);
      openDrawer(shell);
      expect(await screen.findByRole('link', { name: "Today's football" })).toBeInTheDocument();
      act(() => shell.stores.ui.getState().setMobileMenuOpen(false));
      expect(screen.getByRole('link', { name: "Today's football" })).toBeInTheDocument();
    });

    it('shows a player the session time since login as hh:mm:ss, and a visitor none', async () => {
      jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
      try {
        const shell = renderInShell(<SideMenu />, menuApi());
        onMobile(shell);
        openDrawer(shell);
        await screen.findByRole('link', { name: 'SPORTSBOOK' });
        expect(screen.queryByRole('timer')).not.toBeInTheDocument();
        logIn(shell);
        expect(screen.getByRole('timer', { name: 'Session time' })).toHaveTextContent('00:00:00');
        act(() => jest.advanceTimersByTime(3_725_000));
        expect(screen.getByRole('timer', { name: 'Session time' })).toHaveTextContent('01:02:05');
        act(() => shell.stores.session.getState().logOut());
        expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });

    it('has a header with the logo, close, log in, and a top row of icons', async () => {
      const shell = renderInShell(<SideMenu />, menuApi());
      onMobile(shell);
      openDrawer(shell);
      expect(await screen.findByRole('link', { name: 'SPORTSBOOK' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
      expect(shell.emittedOf('menu/toggle')).toEqual([{ open: false }]);
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(true);
      const top = await screen.findByTestId('menu-top-icons');
      expect(
        within(top)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'T_[menu.live]_T']);
    });

    it('closes the drawer when a link is tapped, and links my account and the settings for players', async () => {
      const shell = renderInShell(<SideMenu />, menuApi());
      onMobile(shell);
      openDrawer(shell);
      logIn(shell);
      expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/account');
      await userEvent.click(await screen.findByRole('link', { name: 'Settings' }));
      expect(shell.emittedOf('menu/toggle')).toEqual([{ open: false }]);
      expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/account/settings' }]);
    });

    it('opens the language links from a disclosure button when the brand has more than one language', async () => {
      const shell = renderInShell(<SideMenu />, menuApi());
      onMobile(shell);
      openDrawer(shell);
      await screen.findByRole('link', { name: 'SPORTSBOOK' });
      expect(screen.queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();
      act(() =>
        shell.stores.globalSettings.getState().setLanguages([
          { id: 1, name: 'English', locale: 'en', external_locale: 'en-GB' },
          { id: 2, name: 'Deutsch', locale: 'de', external_locale: 'de-DE' },
        ]),
      );
      const selector = screen.getByRole('button', { name: 'Language: English' });
      expect(selector).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(selector);
      expect(selector).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(screen.getByRole('link', { name: /Deutsch/ }));
      expect(shell.emittedOf('language/select')).toEqual([{ locale: 'de' }]);
      expect(shell.emittedOf('menu/toggle')).toEqual([{ open: false }]);
    });

    it('has no language selector with flags disabled', async () => {
      const shell = renderInShell(<SideMenu />, menuApi());
      onMobile(shell);
      openDrawer(shell);
      await screen.findByRole('link', { name: 'SPORTSBOOK' });
      withSettings(shell, { enable_flags: false });
      act(() =>
        shell.stores.globalSettings.getState().setLanguages([
          { id: 1, name: 'English', locale: 'en', external_locale: 'en-GB' },
          { id: 2, name: 'Deutsch', locale: 'de', external_locale: 'de-DE' },
        ]),
      );
      expect(screen.queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();
    });
  });
});
