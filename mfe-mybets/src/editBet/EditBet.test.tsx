import { screen, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetEditCandidate, BetEditQuote } from '@sportsbook/domain';
import { renderInShell, type FakeAnswer, type FakeRequest } from '@sportsbook/testing';
import { App } from '../App';
import { myBetsApi, type FakePlatform } from '../testing/renderMyBets';
import { sampleBet, sampleLeg } from '../testing/sampleBets';

const treble = sampleBet({
  betId: 21,
  kind: 'multiple',
  betTypeId: 200002,
  description: 'Treble',
  unitStake: 1250,
  totalStake: 1250,
  odds: 8,
  potentialReturns: 10000,
  cashoutValue: 1187.5,
  selections: [
    sampleLeg({
      outcomeId: 501,
      eventId: 301,
      eventDescription: 'Arsenal v Chelsea',
      outcomeDescription: 'Arsenal',
      price: 2,
      currentPrice: 2,
    }),
    sampleLeg({
      outcomeId: 502,
      eventId: 302,
      eventDescription: 'Lyon v Nice',
      outcomeDescription: 'Lyon',
      price: 2,
      currentPrice: 2,
    }),
    sampleLeg({
      outcomeId: 503,
      eventId: 303,
      eventDescription: 'Roma v Genoa',
      outcomeDescription: 'Roma',
      price: 2,
      currentPrice: 2,
    }),
  ],
});

const quoteOf = (patch: Partial<BetEditQuote> = {}): BetEditQuote => ({
  quoteId: '7b0b3f4e-2c4e-4b8e-9a43-3c1c6d8e0a11',
  betId: 21,
  stake: 1187.5,
  odds: 4,
  potentialReturns: 4750,
  expiresAt: new Date(Date.now() + 5000).toISOString(),
  was: { stake: 1250, odds: 8, potentialReturns: 10000 },
  legs: treble.selections.slice(0, 2).map((leg) => ({
    outcomeId: leg.outcomeId,
    eventId: leg.eventId,
    eventDescription: leg.eventDescription,
    marketDescription: leg.marketDescription,
    outcomeDescription: leg.outcomeDescription,
    price: 2,
  })),
  ...patch,
});

const candidates: BetEditCandidate[] = [
  {
    outcomeId: 601,
    eventId: 401,
    eventDescription: 'Ajax v PSV',
    marketDescription: 'Match Result',
    outcomeDescription: 'Ajax',
    price: 2.4,
    eventDate: '2026-11-29T15:00:00.000Z',
  },
  {
    outcomeId: 602,
    eventId: 401,
    eventDescription: 'Ajax v PSV',
    marketDescription: 'Match Result',
    outcomeDescription: 'Draw',
    price: 3.3,
    eventDate: '2026-11-29T15:00:00.000Z',
  },
];

/** My bets with the edit calls answered in turn from `quotes` and `confirms`. */
function renderWithEdits(quotes: FakeAnswer[], confirms: FakeAnswer[]) {
  const platform: FakePlatform = { open: [treble], settled: [] };
  const base = myBetsApi(platform);
  const shell = renderInShell(<App />, (config: FakeRequest): FakeAnswer => {
    const url = config.url ?? '';
    if (url === '/xapi/bet/account/42/openbet/21/edit/candidates') return { status: 200, data: candidates };
    if (url === '/xapi/bet/account/42/openbet/21/edit/quote') return quotes.shift() ?? { status: 500 };
    if (url === '/xapi/bet/account/42/openbet/21/edit') return confirms.shift() ?? { status: 500 };
    return base(config);
  });
  act(() => {
    shell.stores.session.getState().logIn({ jwe_token: 'token', username: 'ann', currency: 'EUR', icore_player_id: '42' });
    shell.stores.wallet
      .getState()
      .setWallet({ balance: 1000, name: 'sportsbook', promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 1000 });
  });
  return { shell, platform };
}

const body = (request: FakeRequest | undefined) => JSON.parse(String(request?.data));

describe('edit bet', () => {
  it('takes a leg off a treble: the new stake, odds and returns beside the old, then the edit confirmed', async () => {
    const { shell } = renderWithEdits(
      [{ status: 200, data: quoteOf() }],
      [
        {
          status: 200,
          data: { oldBetId: 21, betId: 22, reference: 'SB-1', stake: 1187.5, odds: 4, potentialReturns: 4750, balance: 1000 },
        },
      ],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit bet' }));
    const review = screen.getByRole('button', { name: 'Review edit' });
    expect(review).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Roma' }));
    expect(screen.getByRole('button', { name: 'Keep Roma' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(review);

    const edited = await screen.findByRole('region', { name: 'Your edited bet' });
    expect(
      within(edited)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Arsenal'), expect.stringContaining('Lyon')]);
    expect(within(edited).getByText('Stake (cash-out value)').nextSibling).toHaveTextContent('EUR 1,187.50was EUR 1,250.00');
    expect(within(edited).getByText('Odds').nextSibling).toHaveTextContent('4.00was 8.00');
    expect(within(edited).getByText('Potential returns').nextSibling).toHaveTextContent('EUR 4,750.00was EUR 10,000.00');
    expect(body(shell.requests.find((r) => r.url?.endsWith('/edit/quote')))).toEqual({ remove: [503], add: [] });

    await userEvent.click(within(edited).getByRole('button', { name: 'Confirm edit' }));
    expect(await screen.findByText('Bet edited: EUR 1,187.50 staked on the new bet.')).toBeInTheDocument();
    expect(body(shell.requests.find((r) => r.url === '/xapi/bet/account/42/openbet/21/edit'))).toEqual({
      quoteId: quoteOf().quoteId,
    });
  });

  it('adds a match result, and quotes again when the prices moved before the confirmation', async () => {
    const { shell } = renderWithEdits(
      [
        { status: 200, data: quoteOf({ odds: 19.2 }) },
        { status: 200, data: quoteOf({ odds: 18.4, quoteId: '0c8e7a36-9d7e-4d61-8a3b-7f0e4b6c2d55' }) },
      ],
      [{ status: 409, data: { code: 'BET_EDIT_CHANGED', message: 'the prices have moved' } }],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a selection' }));
    const select = screen.getByRole('combobox', { name: 'Add a match result' });
    await screen.findByRole('option', { name: 'Ajax 2.40' });
    await userEvent.selectOptions(select, 'Ajax 2.40');
    expect(screen.getByRole('button', { name: 'Remove Ajax' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review edit' }));
    expect(body(shell.requests.find((r) => r.url?.endsWith('/edit/quote')))).toEqual({ remove: [], add: [601] });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm edit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Prices have moved: check the new figures.');
    expect(screen.getByText('Odds').nextSibling).toHaveTextContent('18.40');
  });

  it('shows the platform’s words when it refuses the edit', async () => {
    renderWithEdits(
      [{ status: 409, data: { message: 'the leg "Lyon" is suspended or closed: a bet with a closed leg cannot be edited' } }],
      [],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lyon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review edit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('a bet with a closed leg cannot be edited');
  });
});
