import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { jackpotBet, liveLeg, sampleBet, sampleLeg } from './testing/sampleBets';
import { renderMyBets, type FakePlatform } from './testing/renderMyBets';

const platform = (patch: Partial<FakePlatform> = {}): FakePlatform => ({ open: [], settled: [], ...patch });
const liveSingle = sampleBet({ betId: 11, selections: [liveLeg()], live: true, cashoutValue: 7.5 });
const double = sampleBet({
  betId: 12,
  reference: 'R-0012',
  kind: 'multiple',
  betTypeId: 200002,
  description: 'Double',
  odds: 5,
  potentialReturns: 50,
  selections: [
    sampleLeg(),
    sampleLeg({ outcomeId: 502, eventId: 302, eventDescription: 'Lyon v Nice', outcomeDescription: 'Lyon', price: 2 }),
  ],
});
const wonSingle = sampleBet({
  betId: 9,
  reference: 'R-0009',
  status: 'won',
  returns: 25,
  settledAt: '2026-11-22T20:00:00.000Z',
  selections: [sampleLeg({ result: 'won' })],
});

describe('my bets', () => {
  afterEach(() => document.body.removeAttribute('data-area'));

  it('opens on the open tab: each bet with its selections, live score and clock, stake and potential returns, and the count', async () => {
    renderMyBets(platform({ open: [liveSingle, double] }));
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Open bets' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Single', 'Double']);
    const live = within(cards[0]);
    expect(live.getByText('Live', { selector: '.pill' })).toBeInTheDocument();
    expect(live.getByLabelText('Score 2 - 1')).toHaveTextContent('2 - 1');
    expect(live.getByText("63'")).toBeInTheDocument();
    expect(live.getByRole('link', { name: 'Arsenal v Chelsea' })).toHaveAttribute('href', '/en/live/301-arsenal-v-chelsea');
    expect(within(cards[1]).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards[1]).getByText('Potential returns').nextSibling).toHaveTextContent('EUR 50.00');
    expect(within(cards[1]).getByText('5.00')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '2 open bets' })).toHaveTextContent('2');
  });

  it('shows the last 50 settled bets with their result and what they paid', async () => {
    const shell = renderMyBets(platform({ open: [liveSingle], settled: [wonSingle] }));
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const list = await screen.findByRole('list', { name: 'Settled bets' });
    const card = within(list).getByRole('article');
    expect(within(card).getByText('Won', { selector: '.pill' })).toBeInTheDocument();
    expect(within(card).getByText('Returns').nextSibling).toHaveTextContent('EUR 25.00');
    const request = shell.requests.find((r) => r.url === '/xapi/rest/acchistory/dailySettledBets');
    expect(request?.params).toEqual({ numberOfBets: 50 });
  });

  it('says on a bet its auto cash-out rule closed that the rule did, beside what it paid', async () => {
    const auto = sampleBet({
      betId: 14,
      reference: 'R-0014',
      status: 'cashed_out',
      returns: 12.39,
      settledAt: '2026-11-22T20:10:00.000Z',
      autoCashOut: { target: 12, fired: true },
    });
    renderMyBets(platform({ settled: [auto] }));
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const card = within(within(await screen.findByRole('list', { name: 'Settled bets' })).getByRole('article'));
    expect(card.getByText('Cashed out', { selector: '.pill' })).toBeInTheDocument();
    expect(card.getByText('Auto cash out at EUR 12.00')).toBeInTheDocument();
    expect(card.getByText('Returns').nextSibling).toHaveTextContent('EUR 12.39');
    expect(card.queryByRole('button', { name: 'Remove auto cash out' })).not.toBeInTheDocument();
  });

  it("shows a multiple's parlay extra winnings on the bet: promised while open, paid once settled", async () => {
    const boosted = sampleBet({ ...double, betId: 13, reference: 'R-0013', extraWinnings: 4.5 });
    const paid = {
      ...boosted,
      betId: 14,
      reference: 'R-0014',
      status: 'won' as const,
      returns: 50,
      settledAt: wonSingle.settledAt,
    };
    renderMyBets(platform({ open: [boosted, double], settled: [paid] }));
    const open = within(await screen.findByRole('list', { name: 'Open bets' })).getAllByRole('article');
    expect(within(open[0]).getByText('Parlay extra winnings').nextSibling).toHaveTextContent('+EUR 4.50');
    expect(within(open[0]).getByText('Potential returns').nextSibling).toHaveTextContent('EUR 50.00');
    expect(within(open[1]).queryByText('Parlay extra winnings')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const settled = within(await screen.findByRole('list', { name: 'Settled bets' })).getByRole('article');
    expect(within(settled).getByText('Parlay extra winnings').nextSibling).toHaveTextContent('+EUR 4.50');
    // The returns are what reached the balance: the winnings and the extra, paid apart.
    expect(within(settled).getByText('Returns').nextSibling).toHaveTextContent('EUR 54.50');
  });

  it("keeps the account's tab strip over my bets' page at /account/bets, and only there", async () => {
    window.history.pushState(null, '', '/en/account/bets');
    try {
      renderMyBets(platform({ open: [double] }));
      const strip = await screen.findByRole('navigation', { name: 'My account' });
      expect(within(strip).getByRole('link', { name: 'My bets' })).toHaveAttribute('aria-current', 'page');
      expect(within(strip).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/en/account');
      expect(within(strip).getByRole('link', { name: 'Balances' })).toHaveAttribute('href', '/en/account/balances');
      expect(within(strip).getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/en/account/transactions');
      expect(await screen.findByRole('list', { name: 'Open bets' })).toBeInTheDocument();
      act(() => window.history.pushState(null, '', '/en/open_bets'));
      act(() => window.dispatchEvent(new PopStateEvent('popstate')));
      expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('says so when there are no open bets, and switches tabs with the arrow keys', async () => {
    renderMyBets(platform());
    expect(await screen.findByText('You have no open bets.')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Open' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Settled' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No settled bets yet.')).toBeInTheDocument();
  });

  it('opens a bet’s details: reference, stake per line, and each leg’s price now from the bet call', async () => {
    const moved = { ...double, selections: [{ ...double.selections[0], currentPrice: 2.2 }, double.selections[1]] };
    const shell = renderMyBets(platform({ open: [moved] }));
    const card = within(await screen.findByRole('article'));
    await userEvent.click(card.getByRole('button', { name: 'Bet details' }));
    expect(card.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText('R-0012')).toBeInTheDocument();
    expect(card.getByText('EUR 10.00 × 1')).toBeInTheDocument();
    const prices = card.getByRole('table', { name: 'Prices' });
    expect(within(prices).getByRole('row', { name: 'Arsenal 2.50 2.20' })).toBeInTheDocument();
    expect(shell.requests.some((r) => r.url === '/xapi/bet/account/42/openbet/12')).toBe(true);
  });

  it('lists a jackpot bet with its picks per match, its lines and prize, without odds or cash out, beside a bet of the same id', async () => {
    const shell = renderMyBets(platform({ open: [jackpotBet(), liveSingle] }));
    const list = await screen.findByRole('list', { name: 'Open bets' });
    const [jackpot, single] = within(list).getAllByRole('article');
    const card = within(jackpot);
    expect(card.getByRole('heading')).toHaveTextContent('Super 6 Jackpot · 2 lines');
    const matches = within(card.getByRole('list', { name: 'Picks per match' })).getAllByRole('listitem');
    expect(matches.map((match) => match.getAttribute('aria-label'))).toEqual([
      'Match 1: Arsenal v Chelsea',
      'Match 2: Lyon v Nice',
      'Match 3 (reserve): Porto v Braga',
    ]);
    expect(within(matches[0]).getByText('Arsenal')).toBeInTheDocument();
    expect(within(matches[0]).getByText('Draw')).toBeInTheDocument();
    expect(within(matches[0]).getAllByText('Not started')).toHaveLength(2);
    expect(card.getByText('Stake').nextSibling).toHaveTextContent('EUR 4.00');
    expect(card.getByText('Jackpot prize').nextSibling).toHaveTextContent('EUR 100,000.00');
    expect(card.queryByText('2.50')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: /^Cash out/ })).not.toBeInTheDocument();
    expect(within(single).getByRole('button', { name: 'Cash out EUR 7.50' })).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Bet details' }));
    expect(card.getByText('J-11')).toBeInTheDocument();
    expect(card.getByText('EUR 2.00 × 2')).toBeInTheDocument();
    expect(card.queryByRole('table', { name: 'Prices' })).not.toBeInTheDocument();
    // Its id is the jackpot bet's: asking the bet call for it would show the single of the same id.
    expect(shell.requests.some((r) => r.url === '/xapi/bet/account/42/openbet/11')).toBe(false);
  });

  it('shows a settled jackpot bet with the picks that won and lost and what it paid', async () => {
    const won = jackpotBet({
      status: 'won',
      returns: 2_500,
      settledAt: '2026-11-23T20:00:00.000Z',
      selections: jackpotBet().selections.map((leg) => ({ ...leg, result: leg.outcomeDescription === 'Draw' ? 'lost' : 'won' })),
    });
    renderMyBets(platform({ settled: [won] }));
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const card = within(within(await screen.findByRole('list', { name: 'Settled bets' })).getByRole('article'));
    expect(card.getByText('Won', { selector: '.pill' })).toBeInTheDocument();
    const first = within(card.getByRole('listitem', { name: 'Match 1: Arsenal v Chelsea' }));
    expect(first.getByText('Arsenal').parentElement).toHaveAttribute('data-leg-state', 'won');
    expect(first.getByText('Draw').parentElement).toHaveAttribute('data-leg-state', 'lost');
    expect(card.getByText('Returns').nextSibling).toHaveTextContent('EUR 2,500.00');
  });

  it('takes the count’s balance into the wallet and tells the embedding parent', async () => {
    const shell = renderMyBets(platform({ open: [liveSingle], count: { count: 1, balance: 987.5 } }));
    await waitFor(() => expect(shell.stores.wallet.getState().wallet?.balance).toBe(987.5));
    expect(shell.emittedOf('parent/post')).toContainEqual({ type: 'balanceupdate', balance: 987.5 });
    expect(shell.emittedOf('wallet/updated').at(-1)?.wallet.balance).toBe(987.5);
  });

  it('refreshes the count and open bets when a bet is placed', async () => {
    const fake = platform();
    const shell = renderMyBets(fake);
    expect(await screen.findByText('You have no open bets.')).toBeInTheDocument();
    fake.open = [liveSingle];
    fake.count = { count: 1, balance: 990 };
    act(() => shell.bus.emit('bets/placed', { betSlipId: 'slip-11' }));
    expect(await screen.findByRole('list', { name: 'Open bets' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '1 open bet' })).toBeInTheDocument();
  });

  it('cashes out: offer, confirmation with its countdown, then the wallet, the parent and a notice', async () => {
    const offer = {
      offerId: '5d2c1e0e-0000-4000-8000-000000000001',
      betId: 11,
      amount: 7.5,
      expiresAt: new Date(Date.now() + 5000).toISOString(),
      partial: null,
    };
    const fake = platform({
      open: [liveSingle],
      offer: { status: 200, data: offer },
      take: { status: 200, data: { betId: 11, amount: 7.5, balance: 997.5 } },
    });
    const shell = renderMyBets(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out EUR 7.50' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/Offer held for [45] s/);
    fake.open = [];
    fake.count = { count: 0, balance: 997.5 };
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash out EUR 7.50' }));
    expect(await screen.findByText('Cashed out EUR 7.50 on R-0011')).toBeInTheDocument();
    const take = shell.requests.find((r) => r.method === 'post');
    expect(JSON.parse(String(take?.data))).toEqual({ offerId: offer.offerId });
    expect(shell.stores.wallet.getState().wallet?.balance).toBe(997.5);
    expect(shell.emittedOf('parent/post')).toContainEqual({ type: 'balanceupdate', balance: 997.5 });
    expect(await screen.findByText('You have no open bets.')).toBeInTheDocument();
  });

  it('offers the new value to accept, naming the old one, when the price moved beyond the tolerance while the player confirmed', async () => {
    const held = {
      offerId: '5d2c1e0e-0000-4000-8000-000000000001',
      betId: 11,
      amount: 7.5,
      expiresAt: new Date(Date.now() + 5000).toISOString(),
      partial: null,
    };
    const fake = platform({ open: [liveSingle], offer: { status: 200, data: held } });
    renderMyBets(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out EUR 7.50' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fake.take = {
      status: 409,
      data: { code: 'CASHOUT_VALUE_CHANGED', message: 'The cash-out value has changed to 7.1: confirm the new offer' },
    };
    fake.offer = { status: 200, data: { ...held, offerId: '5d2c1e0e-0000-4000-8000-000000000002', amount: 7.1 } };
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash out EUR 7.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The value changed from EUR 7.50 to EUR 7.10.');
    fake.take = { status: 200, data: { betId: 11, amount: 7.1, balance: 997.1 } };
    fake.open = [];
    await userEvent.click(screen.getByRole('button', { name: 'Accept EUR 7.10' }));
    expect(await screen.findByText('Cashed out EUR 7.10 on R-0011')).toBeInTheDocument();
  });

  it('says so when the offer differs from the value on the button, and asks to accept the new value (issue 38)', async () => {
    const offer = {
      offerId: '5d2c1e0e-0000-4000-8000-000000000003',
      betId: 11,
      amount: 6.2,
      expiresAt: new Date(Date.now() + 5000).toISOString(),
      partial: null,
    };
    renderMyBets(platform({ open: [liveSingle], offer: { status: 200, data: offer } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out EUR 7.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The value changed from EUR 7.50 to EUR 6.20.');
    expect(screen.getByRole('button', { name: 'Accept EUR 6.20' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm cash out/ })).not.toBeInTheDocument();
  });

  it('cashes out part of the offer: the amount chosen, what it pays and what stays on, then the rest runs on', async () => {
    // 7.50 on a 10.00 stake returning 25.00: 3.00 buys back 4.00 of the stake, 6.00 stays on to return 15.00.
    const offer = {
      offerId: '5d2c1e0e-0000-4000-8000-000000000004',
      betId: 11,
      amount: 7.5,
      expiresAt: new Date(Date.now() + 5000).toISOString(),
      partial: { min: 0.01, max: 7.49 },
    };
    const fake = platform({
      open: [liveSingle],
      offer: { status: 200, data: offer },
      take: { status: 200, data: { betId: 11, amount: 3, balance: 993, stakeLeft: 6 } },
    });
    const shell = renderMyBets(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out part' }));
    expect(screen.getByRole('slider', { name: 'Amount to cash out' })).toHaveAttribute('max', '7.49');
    const amount = screen.getByRole('spinbutton', { name: 'Amount to cash out' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    expect(screen.getByText('Pays EUR 3.00 · EUR 6.00 stays on to return EUR 15.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cash out EUR 3.00' }));
    expect(await screen.findByText('EUR 6.00 of your stake stays on.')).toBeInTheDocument();
    fake.open = [{ ...liveSingle, unitStake: 6, totalStake: 6, potentialReturns: 15, cashoutValue: 4.5, cashedOut: 3 }];
    fake.count = { count: 1, balance: 993 };
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash out EUR 3.00' }));
    expect(await screen.findByText('Cashed out EUR 3.00. EUR 6.00 stays on.')).toBeInTheDocument();
    const take = shell.requests.find((r) => r.method === 'post');
    expect(JSON.parse(String(take?.data))).toEqual({ offerId: offer.offerId, amount: 3 });
    expect(shell.stores.wallet.getState().wallet?.balance).toBe(993);
    // The rest of the bet is still open, with its smaller stake, what was cashed out, and its cash out.
    const card = within(await screen.findByRole('article'));
    expect(await card.findByRole('button', { name: /^Cash out EUR/ })).toBeInTheDocument();
    expect(card.getByText('Cashed out').nextSibling).toHaveTextContent('EUR 3.00');
  });

  it('sets an auto cash-out rule above the offer now, shows it, and removes it', async () => {
    const fake = platform({ open: [liveSingle] });
    const shell = renderMyBets(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Auto cash out' }));
    const target = screen.getByRole('spinbutton', { name: 'Cash out when the offer reaches' });
    expect(screen.getByText('Offer now EUR 7.50')).toBeInTheDocument();
    await userEvent.type(target, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The offer is already EUR 7.50: cash out now, or enter more.');
    await userEvent.clear(target);
    await userEvent.type(target, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An offer stays below the potential returns of EUR 25.00: enter less.');
    expect(shell.requests.some((r) => r.method === 'put')).toBe(false);

    await userEvent.clear(target);
    await userEvent.type(target, '12');
    fake.open = [{ ...liveSingle, autoCashOut: { target: 12 } }];
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Auto cash out at EUR 12.00')).toBeInTheDocument();
    const put = shell.requests.find((r) => r.method === 'put');
    expect([put?.url, JSON.parse(String(put?.data))]).toEqual(['/xapi/bet/account/42/openbet/11/autocashout', { target: 12 }]);

    fake.open = [liveSingle];
    await userEvent.click(screen.getByRole('button', { name: 'Remove auto cash out' }));
    expect(await screen.findByRole('button', { name: 'Auto cash out' })).toBeInTheDocument();
    expect(shell.requests.find((r) => r.method === 'delete')?.url).toBe('/xapi/bet/account/42/openbet/11/autocashout');
  });

  it('shows the platform’s words when it refuses an auto cash-out rule', async () => {
    renderMyBets(
      platform({
        open: [liveSingle],
        auto: { status: 409, data: { code: 'AUTO_CASHOUT_TARGET_OUT_OF_RANGE', message: 'the offer is already 12.5' } },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Auto cash out' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Cash out when the offer reaches' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the offer is already 12.5');
  });

  it('shows the platform’s words when cash out is refused', async () => {
    renderMyBets(platform({ open: [liveSingle] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out EUR 7.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cash out is not available for this bet right now');
  });

  it('asks a visitor to log in', async () => {
    const shell = renderMyBets(platform(), { loggedIn: false });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(true);
    expect(shell.requests).toHaveLength(0);
  });

  describe('as a modal (mobile, or no my bets column)', () => {
    const asModal = (fake: FakePlatform) => {
      document.body.setAttribute('data-area', 'hidden');
      return renderMyBets(fake);
    };

    it('opens on mybets/open and closes from its close button', async () => {
      const shell = asModal(platform({ open: [double] }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => shell.bus.emit('mybets/open'));
      const dialog = await screen.findByRole('dialog', { name: 'My bets' });
      expect(shell.stores.ui.getState().myBetsModalState).toBe('visible');
      expect(await within(dialog).findByRole('list', { name: 'Open bets' })).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close my bets' }));
      expect(shell.stores.ui.getState().myBetsModalState).toBe('closed');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('takes the focus, keeps it inside while Tab wraps, and closes on Escape', async () => {
      const shell = asModal(platform());
      act(() => shell.bus.emit('mybets/open'));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('heading', { name: 'My bets' })).toHaveFocus();
      await userEvent.tab();
      expect(within(dialog).getByRole('button', { name: 'Close my bets' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      expect(shell.stores.ui.getState().myBetsModalState).toBe('closed');
    });

    it('hides rather than closes while a cash-out countdown runs, and closes once it ends', async () => {
      const offer = {
        offerId: '5d2c1e0e-0000-4000-8000-000000000002',
        betId: 11,
        amount: 7.5,
        expiresAt: new Date(Date.now() + 1200).toISOString(),
        partial: null,
      };
      const shell = asModal(platform({ open: [liveSingle], offer: { status: 200, data: offer } }));
      act(() => shell.bus.emit('mybets/open'));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Cash out EUR 7.50' }));
      await within(dialog).findByRole('timer');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close my bets' }));
      expect(shell.stores.ui.getState().myBetsModalState).toBe('hidden');
      expect(document.querySelector('[data-mybets-modal="hidden"]')).toHaveAttribute('hidden');
      await waitFor(() => expect(shell.stores.ui.getState().myBetsModalState).toBe('closed'), { timeout: 3000 });
    });

    it('skips count polling while the open tab shows, where open bets poll instead, and polls again on the settled tab', async () => {
      const shell = asModal(platform({ open: [double] }));
      act(() => {
        const settings = { ...DEFAULT_SETTINGS, betcount_polling_interval: 60 };
        shell.stores.globalSettings.getState().setAll({ web: settings, mobile: settings }, 'web');
      });
      const calls = (path: string) => shell.requests.filter((r) => r.url?.endsWith(path)).length;
      await waitFor(() => expect(calls('/betcount')).toBeGreaterThan(2));
      act(() => shell.bus.emit('mybets/open'));
      await screen.findByRole('list', { name: 'Open bets' });
      const countCalls = calls('/betcount');
      const openCalls = calls('/openbets');
      await waitFor(() => expect(calls('/openbets')).toBeGreaterThan(openCalls + 2));
      expect(calls('/betcount')).toBe(countCalls);
      await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
      await waitFor(() => expect(calls('/betcount')).toBeGreaterThan(countCalls + 1));
    });
  });

  it('forgets the player’s bets on logout', async () => {
    const shell = renderMyBets(platform({ open: [double] }));
    await screen.findByRole('list', { name: 'Open bets' });
    act(() => {
      shell.stores.session.getState().logOut();
      shell.bus.emit('session/changed', { loggedIn: false });
    });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /open bets/ })).not.toBeInTheDocument();
  });
});
