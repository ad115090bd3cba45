import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BetModel } from '@sportsbook/contracts';
import { multipleDescription, systemBetCount, systemsFor } from '@sportsbook/domain';
import { renderInShell, type FakeAnswer, type FakeRequest } from '@sportsbook/testing';
import { Betslip } from './Betslip';
import { sampleSelection as selection } from '../testing/sampleSelection';

type Body = { singles: { outcomeId: number; decimal: number; unitStake?: number }[]; multiples: { unitStake: number }[] };

/** The platform's pricing answer for the body sent: the singles at the prices given (or as sent), their multiple and systems. */
const priced = (body: Body, prices: Record<number, number> = {}, extra: Partial<BetModel> = {}): FakeAnswer => ({
  status: 200,
  data: {
    singles: body.singles.map((s, i) => ({
      ...selection(s.outcomeId, prices[s.outcomeId] ?? s.decimal),
      ref: `sel${i + 1}`,
      includeInMultiples: true,
    })),
    multiples:
      body.singles.length >= 2
        ? [{ betTypeId: 200002, description: multipleDescription(body.singles.length), noOfBets: 1, decimal: 0, ref: 'mul1' }]
        : [],
    systems:
      body.singles.length >= 3
        ? systemsFor(body.singles.length).map((type) => ({
            betTypeId: type.id,
            description: type.name,
            noOfBets: systemBetCount(type, body.singles.length),
          }))
        : [],
    errors: [],
    originId: 11,
    userAcceptOdds: 'D',
    ...extra,
  },
});

const bodyOf = (config: FakeRequest) => JSON.parse(config.data as string) as Body;

function renderSlip(answer: (config: FakeRequest) => FakeAnswer = (config) => priced(bodyOf(config))) {
  const shell = renderInShell(<Betslip />, answer);
  const logIn = () =>
    act(() =>
      shell.stores.session
        .getState()
        .logIn({ jwe_token: 'token', username: 'demo', currency: 'EUR', icore_player_id: '42' } as never),
    );
  const add = (...ids: number[]) =>
    act(() => {
      for (const id of ids) shell.bus.emit('betslip/toggle-outcome', { selection: selection(id) });
    });
  return { ...shell, logIn, add };
}

describe('betslip', () => {
  it('lists singles, the treble and the systems of three selections from different events, and prices them with the platform', async () => {
    const shell = renderSlip();
    shell.logIn();
    shell.add(1, 2, 3);
    const singles = screen.getByRole('list', { name: 'Singles' });
    expect(
      within(singles)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-ref')),
    ).toEqual(['sel1', 'sel2', 'sel3']);
    expect(within(screen.getByRole('list', { name: 'Multiples' })).getByText('Treble')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Show \d+ systems/ }));
    expect(within(screen.getByRole('list', { name: 'Systems' })).getByText('Trixie')).toBeInTheDocument();
    expect(screen.getByLabelText('3 selections')).toBeInTheDocument();
    await waitFor(() =>
      expect(shell.requests.some((r) => r.url === '/xapi/rest/betslips/selections' && r.method === 'post')).toBe(true),
    );
  });

  it('stakes the treble on the keypad, shows its returns and places it: success, bets/placed and the new balance', async () => {
    const shell = renderSlip((config) => {
      if (config.url === '/xapi/rest/accounts/42/betslips')
        return {
          status: 200,
          data: {
            ...(priced(bodyOf(config)).data as object),
            status: 'accepted',
            betSlipId: 'b-1',
            reference: 'R-123',
            availableBalance: 750,
            totalCost: 1250,
          },
        };
      return priced(bodyOf(config));
    });
    shell.logIn();
    act(() => shell.stores.wallet.getState().setWallet({ balance: 2000, name: 'main', promoCash: 0 } as never));
    shell.add(1, 2, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Keypad for Treble' }));
    for (const key of ['1', '2', '4', '9']) await userEvent.click(screen.getByRole('button', { name: key }));
    // Under the multiple's minimum of 1250.00 (spec 2 section 5): said beside the stake, and not placeable.
    expect(screen.getByText('The minimum stake for a multiple is EUR 1,250.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bet EUR 1,249.00' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: '5' }));
    await userEvent.click(screen.getByRole('button', { name: '0' }));
    expect(screen.queryByText(/minimum stake for a multiple/)).not.toBeInTheDocument();
    // 2.5 × 3.5 × 4.5 = 39.375, so 1250 returns 49,218.75.
    expect(within(screen.getByRole('list', { name: 'Multiples' })).getByText('EUR 49,218.75')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet EUR 1,250.00' }));
    expect(await screen.findByText('Bet placed')).toBeInTheDocument();
    expect(screen.getByText('Reference R-123')).toBeInTheDocument();
    expect(shell.emittedOf('bets/placed')).toEqual([{ betSlipId: 'b-1' }]);
    expect(shell.stores.wallet.getState().wallet?.balance).toBe(750);
    const placement = shell.requests.find((r) => r.url === '/xapi/rest/accounts/42/betslips')!;
    expect(bodyOf(placement).multiples).toEqual([{ betTypeId: 200002, ref: 'mul1', unitStake: 1250 }]);
    expect(placement.params).toMatchObject({ uuid: expect.any(String) });
  });

  it('puts the most the player can stake on a bet with its Max button: the balance, under the maximum', async () => {
    const shell = renderSlip();
    shell.logIn();
    act(() => shell.stores.wallet.getState().setWallet({ balance: 1234.56, name: 'main', promoCash: 0 } as never));
    shell.add(1);
    await userEvent.click(screen.getByRole('button', { name: 'Max stake on Team 1' }));
    expect(screen.getByLabelText('Stake on Team 1')).toHaveValue('1234.56');
    await waitFor(() => expect(shell.requests.some((r) => bodyOf(r).singles?.[0]?.unitStake === 1234.56)).toBe(true));
    // A balance over the brand's maximum (bet_stake_max_amount, 10,000): the maximum.
    act(() => shell.stores.wallet.getState().setWallet({ balance: 50_000, name: 'main', promoCash: 0 } as never));
    await userEvent.click(screen.getByRole('button', { name: 'Max stake on Team 1' }));
    expect(screen.getByLabelText('Stake on Team 1')).toHaveValue('10000');
  });

  it('says why a treble and its systems are missing when two selections are from one event', async () => {
    const shell = renderSlip();
    shell.logIn();
    shell.add(1, 2);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    act(() => shell.bus.emit('betslip/toggle-outcome', { selection: { ...selection(3), eventId: 200 } }));
    expect(screen.getByLabelText('3 selections')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Multiples' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Selections from the same event cannot be combined, so there is no multiple and no system that needs one.',
    );
  });

  it('says a multiple stake under its minimum once, even when the platform refuses it too', async () => {
    const shell = renderSlip((config) => {
      const body = bodyOf(config);
      const under = body.multiples?.some((m) => m.unitStake < 1250);
      return priced(
        body,
        {},
        under ? { errors: [{ code: 'RES-00140', message: 'The minimum stake for a multiple is 1250.00', ref: 'mul1' }] } : {},
      );
    });
    shell.logIn();
    shell.add(1, 2, 3);
    await userEvent.type(screen.getByLabelText('Stake on Treble'), '100');
    await waitFor(() => expect(shell.requests.some((r) => bodyOf(r).multiples?.[0]?.unitStake === 100)).toBe(true));
    await act(async () => {});
    expect(screen.getByText('The minimum stake for a multiple is EUR 1,250.00')).toBeInTheDocument();
    expect(screen.queryByText('Your stake is less than the minimum stake.')).not.toBeInTheDocument();
  });

  it('keeps a visitor’s click as the pending bet and puts it on the slip after login', async () => {
    const shell = renderSlip();
    act(() => shell.stores.session.getState().markAnonymous());
    shell.add(7);
    expect(screen.getByText(/your betslip is empty/i)).toBeInTheDocument();
    shell.logIn();
    expect(await screen.findByText('Team 7')).toBeInTheDocument();
  });

  it('shows the message of a refusal, such as a stake over the balance', async () => {
    const shell = renderSlip((config) =>
      config.url === '/xapi/rest/accounts/42/betslips'
        ? {
            status: 200,
            data: {
              ...(priced(bodyOf(config)).data as object),
              status: 'rejected',
              errors: [{ code: 'RES-00056', message: 'stake greater than balance' }],
            },
          }
        : priced(bodyOf(config)),
    );
    shell.logIn();
    shell.add(1);
    await userEvent.type(screen.getByLabelText('Stake on Team 1'), '5000');
    await userEvent.click(screen.getByRole('button', { name: /^Place bet EUR 5,?000.00$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your stake is greater than your balance.');
    // The slip already says the bet would be refused: Place bet waits for the player to change something.
    expect(screen.getByRole('button', { name: /^Place bet EUR 5,?000.00$/ })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Stake on Team 1'));
    await userEvent.type(screen.getByLabelText('Stake on Team 1'), '50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bet EUR 50.00' })).toBeEnabled();
  });

  it('holds placement on a worse price until the player accepts it, then places at the new price', async () => {
    let price = 2.5;
    const shell = renderSlip((config) => priced(bodyOf(config), { 1: price }));
    shell.logIn();
    shell.add(1);
    await userEvent.type(screen.getByLabelText('Stake on Team 1'), '10');
    price = 2.2;
    await waitFor(() => expect(screen.getByText(/changed from 2.50 to 2.20/)).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByRole('button', { name: /Place bet/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept new prices' }));
    expect(screen.getByRole('button', { name: /Place bet/ })).toBeEnabled();
  });

  it('shows the 500 toast with the request reference when the platform fails', async () => {
    const shell = renderSlip((config) =>
      config.url === '/xapi/rest/accounts/42/betslips' ? { status: 500 } : priced(bodyOf(config)),
    );
    shell.logIn();
    shell.add(1);
    await userEvent.type(screen.getByLabelText('Stake on Team 1'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet EUR 5.00' }));
    await waitFor(() =>
      expect(shell.emittedOf('toast/show')).toEqual([
        expect.objectContaining({ kind: 'error', messageKey: 'betslip.somethingWentWrong', autoCloseMs: 10_000 }),
      ]),
    );
    const toast = shell.emittedOf('toast/show')[0];
    const uuid = shell.requests.find((r) => r.url === '/xapi/rest/accounts/42/betslips')?.params.uuid as string;
    expect('values' in toast && toast.values?.reference).toBe(uuid);
    // ...and the failure is logged with the same reference (spec 2 section 8), in the shell's client-error report.
    expect(uuid).toMatch(/[0-9a-f-]{36}/);
    expect(shell.reports).toEqual([
      { remote: 'betslip', phase: 'request', message: expect.stringContaining(`betslip request ${uuid} failed (500)`) },
    ]);
    expect(screen.getByRole('button', { name: 'Place bet EUR 5.00' })).toBeEnabled();
  });

  it('has no whole-slip free money switch: free money is chosen per single, and the request carries no usePromoCash', async () => {
    const shell = renderSlip((config) =>
      config.url === '/xapi/rest/accounts/42/betslips'
        ? { status: 200, data: { ...(priced(bodyOf(config)).data as object), status: 'accepted', betSlipId: 'b-9' } }
        : priced(bodyOf(config)),
    );
    shell.logIn();
    act(() => shell.stores.wallet.getState().setWallet({ balance: 100, name: 'main', promoCash: 20 } as never));
    shell.add(1);
    await userEvent.type(screen.getByLabelText('Stake on Team 1'), '5');
    expect(screen.queryByRole('checkbox', { name: /free money/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet EUR 5.00' }));
    await screen.findByText('Bet placed');
    const placed = JSON.parse(shell.requests.find((r) => r.url === '/xapi/rest/accounts/42/betslips')!.data as string);
    expect(placed).not.toHaveProperty('usePromoCash');
  });

  it.each([
    ['a desktop', true],
    ['a phone', false],
  ])(
    'on %s, a placed single leaves the slip with its receipt: nothing picked any more, and the next pick is a new slip of its own',
    async (_, desktop) => {
      const shell = renderSlip((config) =>
        config.url === '/xapi/rest/accounts/42/betslips'
          ? { status: 200, data: { ...(priced(bodyOf(config)).data as object), status: 'accepted', reference: 'R-7' } }
          : priced(bodyOf(config)),
      );
      act(() => shell.stores.ui.getState().setViewport(desktop ? 1280 : 390));
      shell.logIn();
      shell.add(1);
      // A pick opens the slip, on a phone too.
      await userEvent.type(screen.getByLabelText('Stake on Team 1'), '5');
      await userEvent.click(screen.getByRole('button', { name: 'Place bet EUR 5.00' }));

      expect(await screen.findByText('Bet placed')).toBeInTheDocument();
      expect(screen.getByText('Reference R-7')).toBeInTheDocument();
      expect(screen.getByLabelText('0 selections')).toHaveTextContent('0');
      // The lists and the bottom navigation read the slip from the shell: the placed outcome is not picked any more.
      expect(shell.stores.ui.getState()).toMatchObject({ betslipCount: 0, betslipOutcomeIds: [] });

      shell.add(2);
      const singles = await screen.findByRole('list', { name: 'Singles' });
      expect(within(singles).getAllByRole('listitem')).toHaveLength(1);
      expect(within(singles).getByText('Team 2')).toBeInTheDocument();
      expect(screen.queryByText('Team 1')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Stake on Team 2')).toHaveValue('');
      expect(screen.queryByText('Bet placed')).not.toBeInTheDocument();
    },
  );

  it('offers each single a free-bet stake of none or max: max pays up to the free money, never more than the stake', async () => {
    // The platform offers the single's maxFreeMoneyStake: the player's free money of 20, at most the stake.
    const shell = renderSlip((config) => {
      const body = bodyOf(config) as Body & { singles: { unitStake?: number }[] };
      const answer = priced(body);
      const data = answer.data as BetModel;
      data.singles = data.singles.map((single, i) => ({
        ...single,
        maxFreeMoneyStake: Math.min(20, body.singles[i].unitStake ?? 20),
      }));
      if (config.url === '/xapi/rest/accounts/42/betslips')
        return { status: 200, data: { ...data, status: 'accepted', betSlipId: 'b-10' } };
      return answer;
    });
    shell.logIn();
    shell.add(1);
    const choice = await screen.findByRole('combobox', { name: 'Free bet on Team 1' });
    expect(choice).toHaveValue('none');
    await userEvent.type(screen.getByLabelText('Stake on Team 1'), '50');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Max (EUR 20.00)' })).toBeInTheDocument());
    await userEvent.selectOptions(choice, 'max');
    expect(screen.getByText('Free money pays EUR 20.00')).toBeInTheDocument();
    // A smaller stake: free money pays all of it, not more.
    await userEvent.clear(screen.getByLabelText('Stake on Team 1'));
    await userEvent.type(screen.getByLabelText('Stake on Team 1'), '8');
    expect(await screen.findByText('Free money pays EUR 8.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet EUR 8.00' }));
    await screen.findByText('Bet placed');
    const placement = JSON.parse(shell.requests.find((r) => r.url === '/xapi/rest/accounts/42/betslips')!.data as string);
    expect(placement.singles[0]).toMatchObject({ unitStake: 8, freeMoneyUnitStake: 8 });
  });

  it('takes the free stake off when the player chooses none', async () => {
    const shell = renderSlip((config) => {
      const answer = priced(bodyOf(config));
      (answer.data as BetModel).singles = (answer.data as BetModel).singles.map((s) => ({ ...s, maxFreeMoneyStake: 20 }));
      return answer;
    });
    shell.logIn();
    shell.add(1);
    await userEvent.type(screen.getByLabelText('Stake on Team 1'), '50');
    const choice = await screen.findByRole('combobox', { name: 'Free bet on Team 1' });
    await userEvent.selectOptions(choice, 'max');
    expect(screen.getByText('Free money pays EUR 20.00')).toBeInTheDocument();
    await userEvent.selectOptions(choice, 'none');
    expect(screen.queryByText(/Free money pays/)).not.toBeInTheDocument();
    await waitFor(() => {
      const last = shell.requests.filter((r) => r.url === '/xapi/rest/betslips/selections').at(-1)!;
      expect(JSON.parse(last.data as string).singles[0].freeMoneyUnitStake).toBeUndefined();
    });
  });

  it('shows parlay extra winnings on a qualifying multiple for an eligible player, from the brand’s config', async () => {
    const config = {
      epwPromoFilterValues: [
        { betSize: 3, percentage: 5 },
        { betSize: 5, percentage: 10 },
      ],
      maxAmount: 10_000,
    };
    const shell = renderSlip((request) =>
      request.url === '/xapi/rest/promotions/epw' ? { status: 200, data: config } : priced(bodyOf(request)),
    );
    act(() => {
      const settings = shell.stores.globalSettings.getState();
      settings.setAll(
        { web: { ...settings.settings, enable_parlay_extra_winnings: true }, mobile: settings.byChannel.mobile },
        'web',
      );
    });
    shell.logIn();
    await waitFor(() => expect(shell.requests.some((r) => r.url === '/xapi/rest/promotions/epw')).toBe(true));
    shell.add(1, 2, 3);
    const treble = screen.getByRole('list', { name: 'Multiples' });
    await userEvent.type(within(treble).getByLabelText('Stake on Treble'), '1250');
    // 2.5 × 3.5 × 4.5 = 39.375: 1,250.00 returns 49,218.75, winnings 47,968.75, 5 % for three selections: 2,398.44.
    expect(within(treble).getByText('EUR 49,218.75')).toBeInTheDocument();
    expect(within(treble).getByText('Parlay extra winnings')).toBeInTheDocument();
    expect(within(treble).getByText('+EUR 2,398.44')).toBeInTheDocument();
    // The slip's potential returns count the extra: 49,218.75 + 2,398.44.
    expect(screen.getByText('Potential returns').nextElementSibling).toHaveTextContent('EUR 51,617.19');
    // A double is under the smallest tier.
    act(() => shell.bus.emit('betslip/toggle-outcome', { selection: selection(3) }));
    expect(screen.queryByText('Parlay extra winnings')).not.toBeInTheDocument();
  });

  it('shows no extra winnings to a visitor or where the brand has them off, and never asks for them', async () => {
    const shell = renderSlip();
    act(() => {
      const settings = shell.stores.globalSettings.getState();
      settings.setAll(
        { web: { ...settings.settings, enable_parlay_extra_winnings: false }, mobile: settings.byChannel.mobile },
        'web',
      );
    });
    shell.logIn();
    shell.add(1, 2, 3);
    await userEvent.type(screen.getByLabelText('Stake on Treble'), '1250');
    expect(screen.queryByText('Parlay extra winnings')).not.toBeInTheDocument();
    expect(shell.requests.some((r) => r.url === '/xapi/rest/promotions/epw')).toBe(false);
  });

  it('starts a new single at the player’s default stake', async () => {
    const shell = renderSlip();
    shell.logIn();
    act(() => shell.stores.playerSettings.getState().update({ defaultStake: 5 }));
    shell.add(1);
    expect(screen.getByLabelText('Stake on Team 1')).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Place bet EUR 5.00' })).toBeEnabled();
  });

  it('offers the floating button where the brand enables it, which opens the slip', async () => {
    const shell = renderSlip();
    shell.logIn();
    act(() => {
      const settings = shell.stores.globalSettings.getState();
      settings.setAll({ web: { ...settings.settings, enable_floating_betslip: true }, mobile: settings.byChannel.mobile }, 'web');
    });
    shell.add(1, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Open the betslip, 2 selections' }));
    expect(shell.stores.ui.getState().betslipOpen).toBe(true);
  });

  it('refuses a selection past the maximum with the configured message', () => {
    const shell = renderSlip();
    shell.logIn();
    act(() => {
      const settings = shell.stores.globalSettings.getState();
      settings.setAll(
        {
          web: { ...settings.settings, max_bets_on_betslip: 2, max_bets_error_message: 'Two is the limit' },
          mobile: settings.byChannel.mobile,
        },
        'web',
      );
    });
    shell.add(1, 2, 3);
    expect(within(screen.getByRole('list', { name: 'Singles' })).getAllByRole('listitem')).toHaveLength(2);
    expect(shell.emittedOf('toast/show')).toEqual([{ kind: 'error', text: 'Two is the limit' }]);
  });

  it('removes a selection and renumbers the refs, and Clear all empties the slip', async () => {
    const shell = renderSlip();
    shell.logIn();
    shell.add(1, 2, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Team 1' }));
    expect(
      within(screen.getByRole('list', { name: 'Singles' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-ref')),
    ).toEqual(['sel1', 'sel2']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText(/your betslip is empty/i)).toBeInTheDocument();
    expect(shell.stores.ui.getState().betslipCount).toBe(0);
  });
});
