import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, type FakeRequest } from '@sportsbook/testing';
import { App } from './App';
import { sampleJackpot } from './testing/sampleJackpot';

/** The platform: one active jackpot (7), its banners, its price, and placement that accepts. */
function answer(config: FakeRequest) {
  if (config.url === '/xapi/rest/jackpotbetweb/active') return { status: 200, data: [sampleJackpot(7)] };
  if (config.url === '/api/adverts/jackpot_banner')
    return { status: 200, data: { name: 'Super 7 Jackpot: win EUR 100,000', link_name: 'Play now', jackpotId: 7 } };
  if (config.url === '/api/adverts/jackpot_bets') return { status: 404 };
  if (config.url === '/xapi/rest/jackpotbetslips/selections') {
    const { outcomeIds, globalStake } = JSON.parse(config.data as string) as { outcomeIds: string; globalStake: number };
    const noOfBets = outcomeIds.split(',').length >= 3 ? 1 : 0;
    return { status: 200, data: { jackpotId: 7, globalStake, noOfBets, totalCost: noOfBets * globalStake, errors: [] } };
  }
  if (config.url === '/xapi/rest/accounts/1/jackpotbetslips')
    return { status: 200, data: { status: 'accepted', jackpotBetId: 31, totalCost: 1, noOfBets: 1, availableBalance: 999 } };
  return { status: 404 };
}

const at = (path: string) => act(() => window.history.pushState({}, '', path));
const outcome = (name: string) => screen.getByRole('button', { name });
const slip = () => screen.getByRole('region', { name: /^Jackpot slip/ });

describe('the jackpot page', () => {
  beforeEach(() => at('/en/jackpot'));
  afterAll(() => at('/'));

  it('shows the prize, the banner, and the events by ordinal with the reserve apart', async () => {
    renderInShell(<App />, answer);
    expect(await screen.findByRole('heading', { name: 'Super 7 Jackpot' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prize EUR 100,000.00')).toBeInTheDocument();
    expect(await screen.findByText('Super 7 Jackpot: win EUR 100,000')).toBeInTheDocument();
    expect(screen.getByText('Pick 2 matches and 1 reserves')).toBeInTheDocument();
    const reserves = screen.getByRole('list', { name: 'Reserve matches: one pick each' });
    expect(within(reserves).getByRole('button', { name: 'Home 3 v Away 3: Draw' })).toHaveTextContent('X');
    expect(screen.queryByRole('region', { name: /^Jackpot slip/ })).not.toBeInTheDocument();
  });

  it("writes the banner in the logged-in player's currency and scale, asked for with their token", async () => {
    const shell = renderInShell(<App />, (config) => {
      if (config.url !== '/api/adverts/jackpot_banner') return answer(config);
      const idr = (config as FakeRequest & { withAuth?: boolean }).withAuth;
      return {
        status: 200,
        data: {
          name: 'Super 7 Jackpot: win',
          jackpotName: 'Super 7 Jackpot',
          jackpotPrize: idr ? 1_500_000_000 : 100_000,
          currency: idr ? 'IDR' : 'USD',
          jackpotId: 7,
        },
      };
    });
    act(() => shell.stores.session.getState().logIn({ jwe_token: 't', username: 'rupiah', currency: 'IDR' }));
    // Rupiah are shown in thousands (spec 2 section 9): 1.5 billion is 1,500,000.00.
    expect(await screen.findByText('Super 7 Jackpot: win IDR 1,500,000.00')).toBeInTheDocument();
    expect(screen.queryByText(/win USD/)).not.toBeInTheDocument();
  });

  it('has a back control, which goes back through the shell (home for a page opened directly)', async () => {
    const shell = renderInShell(<App />, answer);
    await screen.findByRole('heading', { name: 'Super 7 Jackpot' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(shell.emittedOf('navigation/back')).toHaveLength(1);
  });

  it('disables itself the moment the jackpot closes at its first kick-off, with the picks kept and the player told why', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const kickOff = Date.now() + 60_000;
      const closing = { ...sampleJackpot(7), closesAt: new Date(kickOff).toISOString() };
      renderInShell(<App />, (config) =>
        config.url === '/xapi/rest/jackpotbetweb/active' ? { status: 200, data: [closing] } : answer(config),
      );
      const home = await screen.findByRole('button', { name: 'Home 1 v Away 1: Home 1' });
      expect(home).toBeEnabled();
      act(() => home.click());
      expect(screen.queryByText(/This jackpot is closed/)).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(61_000));
      expect(outcome('Home 1 v Away 1: Home 1')).toBeDisabled();
      expect(outcome('Home 2 v Away 2: Draw')).toBeDisabled();
      expect(screen.getByText('This jackpot is closed: its first match has started.')).toHaveAttribute('role', 'status');
      expect(within(slip()).getByRole('alert')).toHaveTextContent('This jackpot is closed: its first match has started');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a jackpot that left the active list on screen, closed, with the next one offered', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let list = [sampleJackpot(7)];
      renderInShell(<App />, (config) =>
        config.url === '/xapi/rest/jackpotbetweb/active' ? { status: 200, data: list } : answer(config),
      );
      expect(await screen.findByRole('button', { name: 'Home 1 v Away 1: Home 1' })).toBeEnabled();
      list = [{ ...sampleJackpot(8), name: 'Super 8 Jackpot' }];
      // The next poll no longer lists it: its first match has started.
      await act(async () => jest.advanceTimersByTime(16_000));
      expect(await screen.findByRole('link', { name: 'Play Super 8 Jackpot' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Super 7 Jackpot' })).toBeInTheDocument();
      expect(outcome('Home 1 v Away 1: Home 1')).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a visitor pick, refuses a second reserve pick with the toast, and asks for a login to place', async () => {
    const user = userEvent.setup();
    const shell = renderInShell(<App />, answer);
    await user.click(await screen.findByRole('button', { name: 'Home 3 v Away 3: Home 3' }));
    expect(outcome('Home 3 v Away 3: Home 3')).toHaveAttribute('aria-pressed', 'true');
    expect(within(slip()).getByLabelText('1 selections')).toHaveTextContent('1');
    await user.click(outcome('Home 3 v Away 3: Draw'));
    expect(outcome('Home 3 v Away 3: Draw')).toHaveAttribute('aria-pressed', 'false');
    expect(shell.emittedOf('toast/show')).toEqual([
      { kind: 'error', messageKey: 'jackpot.errors.reserveOne', autoCloseMs: 10_000 },
    ]);
    expect(within(slip()).getByText('Pick 2 more to complete your jackpot')).toBeInTheDocument();
    await user.click(outcome('Home 1 v Away 1: Home 1'));
    await user.click(outcome('Home 2 v Away 2: Draw'));
    const place = await within(slip()).findByRole('button', { name: 'Log in to place bet' });
    expect(within(slip()).queryByRole('button', { name: 'Get a retail code' })).not.toBeInTheDocument();
    await user.click(place);
    expect(shell.emittedOf('session/login-requested')).toEqual([{ reason: 'place-bet' }]);
  });

  it('prices a complete slip, places it for a player and shows the reference', async () => {
    const user = userEvent.setup();
    const shell = renderInShell(<App />, answer);
    act(() =>
      shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '1' } as never),
    );
    for (const name of ['Home 1 v Away 1: Home 1', 'Home 2 v Away 2: Away 2', 'Home 3 v Away 3: Draw'])
      await user.click(await screen.findByRole('button', { name }));
    await user.click(within(slip()).getByRole('button', { name: 'EUR 2.00' }));
    await user.click(await within(slip()).findByRole('button', { name: 'Place jackpot bet EUR 2.00' }));
    expect(await within(slip()).findByText('Jackpot bet placed')).toBeInTheDocument();
    expect(within(slip()).getByText('Reference J-31')).toBeInTheDocument();
    expect(shell.emittedOf('bets/placed')).toEqual([{ betSlipId: 'J-31' }]);
    expect(outcome('Home 1 v Away 1: Home 1')).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(slip()).getByRole('button', { name: 'New jackpot slip' }));
    expect(screen.queryByRole('region', { name: /^Jackpot slip/ })).not.toBeInTheDocument();
  });

  it('offers a visitor a retail code for a complete slip where the brand enables them', async () => {
    const user = userEvent.setup();
    const shell = renderInShell(<App />, (config) =>
      config.url === '/xapi/rest/jackpotbetslips/retailcodes'
        ? { status: 200, data: { jackpotId: 7, globalStake: 1, noOfBets: 1, totalCost: 1, errors: [], code: 'R-ABCD-EFGH' } }
        : answer(config),
    );
    act(() => shell.stores.globalSettings.setState((s) => ({ settings: { ...s.settings, enable_retail_codes: true } })));
    for (const name of ['Home 1 v Away 1: Home 1', 'Home 2 v Away 2: Away 2', 'Home 3 v Away 3: Draw'])
      await user.click(await screen.findByRole('button', { name }));
    const retail = within(slip()).getByRole('button', { name: 'Get a retail code' });
    await waitFor(() => expect(retail).toBeEnabled());
    await user.click(retail);
    expect(await within(slip()).findByText('R-ABCD-EFGH')).toBeInTheDocument();
  });

  it('closes the slip when its last pick is removed', async () => {
    const user = userEvent.setup();
    renderInShell(<App />, answer);
    await user.click(await screen.findByRole('button', { name: 'Home 1 v Away 1: Home 1' }));
    await user.click(within(slip()).getByRole('button', { name: 'Remove Home 1 v Away 1: Home 1' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Jackpot slip/ })).not.toBeInTheDocument());
    expect(outcome('Home 1 v Away 1: Home 1')).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when no jackpot is open', async () => {
    renderInShell(<App />, (config) =>
      config.url === '/xapi/rest/jackpotbetweb/active' ? { status: 200, data: [] } : { status: 404 },
    );
    expect(await screen.findByText('No jackpot is open right now. Check back soon.')).toBeInTheDocument();
  });
});

describe('the jackpot teaser beside other pages', () => {
  afterAll(() => at('/'));

  it('shows the prize and a link to the jackpot board', async () => {
    at('/en/sports/240-FOOT');
    const shell = renderInShell(<App />, answer);
    const play = await screen.findByRole('link', { name: 'Play now: Super 7 Jackpot' });
    expect(play).toHaveAttribute('href', '/en/jackpot/sport/7');
    expect(screen.getByText('EUR 100,000.00')).toBeInTheDocument();
    await userEvent.click(play);
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/jackpot/sport/7' }]);
  });
});
