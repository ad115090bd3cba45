import type { PlacementAnswer } from '@sportsbook/contracts';
import { afterSuccess, canClose, placementAnswered, placementFailed, placementStarted } from './placementModel';
import { EMPTY_SLIP, orderedBets, setStake, toggleBet } from './slipModel';
import { distinctMessages, messageOf, RES_MESSAGES } from './resMessages';

const slip = setStake(
  toggleBet(
    EMPTY_SLIP,
    {
      outcomeId: 1,
      eventId: 10,
      decimal: 2,
      outcomeDescription: 'Home',
      marketDescription: 'Match Result',
      marketId: 5,
      marketTypeId: 1,
      eventDescription: 'A v B',
    },
    15,
    false,
  )[0],
  'sel1',
  10,
  '10',
);
const answer = (status: PlacementAnswer['status'], extra: Partial<PlacementAnswer> = {}): PlacementAnswer => ({
  status,
  singles: [],
  multiples: [],
  systems: [],
  originId: 11,
  userAcceptOdds: 'D',
  ...extra,
});

describe('placement states (spec 2 section 4)', () => {
  it('blocks closing while placing and while awaiting approval', () => {
    const placing = placementStarted({ ...slip, errors: [{ code: 'RES-00056', message: '' }] });
    expect(placing).toMatchObject({ betPlacing: true, errors: [] });
    expect(canClose(placing)).toBe(false);
    const referred = placementAnswered(placing, answer('referred', { betSlipId: 'b1' }));
    expect(referred).toMatchObject({ betPlacing: false, statusWaitApproval: true, betMaybeReferred: true });
    expect(canClose(referred)).toBe(false);
  });

  it('keeps placing through the delay of an in-play bet', () => {
    expect(placementAnswered(placementStarted(slip), answer('pending', { betSlipId: 'b2', delay: 3 }))).toMatchObject({
      betPlacing: true,
      placement: { betSlipId: 'b2', delay: 3 },
    });
  });

  it('ends in success with the reference, and a new slip afterwards', () => {
    const done = placementAnswered(placementStarted(slip), answer('accepted', { reference: 'R-1', totalCost: 10 }));
    expect(done).toMatchObject({ betPlacing: false, placementSuccess: true, placement: { reference: 'R-1', totalCost: 10 } });
    expect(canClose(done)).toBe(true);
    expect(orderedBets(afterSuccess(done))).toEqual([]);
  });

  it('takes the placed selections off the slip at once, so the next pick starts a new slip without them', () => {
    const open = { ...slip, open: true };
    const done = placementAnswered(placementStarted(open), answer('accepted', { reference: 'R-2' }));
    // The receipt stays on the open slip; the single placed, its stake and its combinations are gone.
    expect(done).toMatchObject({ open: true, placementSuccess: true, placement: { reference: 'R-2' }, errors: [] });
    expect(orderedBets(done)).toEqual([]);
    expect(done).toMatchObject({ multiples: [], systems: [], activeBetKey: null, activeBetStake: '' });

    // The next pick (even during a feed alert, whose refusal would name it) is the only bet of the new slip.
    const away = {
      outcomeId: 2,
      eventId: 20,
      decimal: 3,
      outcomeDescription: 'Away',
      marketDescription: 'Match Result',
      marketId: 6,
      marketTypeId: 1,
      eventDescription: 'C v D',
    };
    const [next] = toggleBet(done, away, 15, false);
    expect(orderedBets(next).map((bet) => [bet.outcomeId, bet.ref, bet.unitStake])).toEqual([[2, 'sel1', undefined]]);
    expect(next.placementSuccess).toBe(false);
  });

  it('keeps the selections of a referred bet until the trader accepts it', () => {
    const referred = placementAnswered(placementStarted(slip), answer('referred', { betSlipId: 'b3' }));
    expect(orderedBets(referred).map((bet) => bet.outcomeId)).toEqual([1]);
    const accepted = placementAnswered(referred, answer('accepted', { betSlipId: 'b3', reference: 'R-3' }));
    expect(orderedBets(accepted)).toEqual([]);
    expect(accepted).toMatchObject({ statusWaitApproval: false, placementSuccess: true, placement: { reference: 'R-3' } });
  });

  it('shows the errors of a refusal, with the platform prices merged in', () => {
    const refused = placementAnswered(
      placementStarted(slip),
      answer('rejected', {
        errors: [{ code: 'RES-00152', message: 'bet change', ref: 'sel1' }],
        singles: [{ ...slip.bets[1], decimal: 1.9 }],
      }),
    );
    expect(refused).toMatchObject({
      betPlacing: false,
      placementSuccess: false,
      isShowNotAvailableMessage: false,
      errors: [{ code: 'RES-00152' }],
    });
    expect(refused.bets[1]).toMatchObject({ decimal: 1.9, previousDecimal: 2, unitStake: 10 });
  });

  it.each(['RES-00048', 'RES-00109', 'RES-00108', 'RES-00047'])('says the selection is not available anymore for %s', (code) => {
    expect(
      placementAnswered(placementStarted(slip), answer('rejected', { errors: [{ code, message: '' }] }))
        .isShowNotAvailableMessage,
    ).toBe(true);
  });

  it('keeps the slip for another try when the request fails', () => {
    expect(placementFailed(placementStarted(slip))).toMatchObject({ betPlacing: false, bets: slip.bets });
  });
});

describe('RES-code messages (spec 2 section 8)', () => {
  it('has a message for every code of the spec', () => {
    const codes = [
      '00152',
      '00048',
      '00109',
      '00108',
      '00056',
      '00034',
      '00140',
      '00057',
      '00103',
      '00153',
      '00195',
      '00047',
      '00046',
      '00100',
      '00098',
      '00199',
      '00196',
      '00218',
      '00233',
      '00241',
      '00049',
      '00246',
      '00247',
      '00249',
    ];
    for (const code of codes) expect(RES_MESSAGES[`RES-${code}`]).toBeDefined();
    expect(messageOf('RES-00056')[1]).toBe('Your stake is greater than your balance.');
    expect(messageOf('RES-99999')[1]).toBe('Your bet could not be placed.');
  });

  it('lists the distinct messages of the bets once each', () => {
    const errors = [
      { code: 'RES-00048', message: '', ref: 'sel1' },
      { code: 'RES-00109', message: '', ref: 'sel2' },
      { code: 'RES-00056', message: '' },
    ];
    expect(distinctMessages(errors).map(([, text]) => text)).toEqual([
      'This market is suspended at the moment.',
      'Your stake is greater than your balance.',
    ]);
  });
});
