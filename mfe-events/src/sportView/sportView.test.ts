import { MARKET_TYPE } from '@sportsbook/contracts';
import { sampleEvent, sampleMarket } from '../testing/sampleEvents';
import { favourites, listGroupOf, listMarketParams, listMarketsOf, rowMarket, sportViewOf } from './sportView';

describe('sport views (spec 2 section 9)', () => {
  it.each([
    ['FOOT', 'default'],
    ['BASK', 'default'],
    ['DART', 'default'],
    ['TENN', 'secondary'],
    ['SNOO', 'secondary'],
    ['CSGO', 'secondary'],
    ['LOLS', 'secondary'],
    ['GOLF', 'golf'],
    ['CRIC', 'cricket'],
    ['ECRI', 'cricket'],
    ['EFOT', 'esports'],
    ['EBSK', 'esports'],
    ['XYZQ', 'default'],
  ])('%s is shown in the %s view', (code, view) => {
    expect(sportViewOf(code)).toBe(view);
  });

  it('offers football its extra list markets, next goal only live', () => {
    expect(listMarketsOf('FOOT', false).map((m) => m.key)).toEqual(['match', 'first-half', 'double-chance', 'btts']);
    expect(listMarketsOf('FOOT', true).map((m) => m.key)).toEqual(['match', 'first-half', 'double-chance', 'btts', 'next-goal']);
    expect(listMarketsOf('TENN', false).map((m) => m.key)).toEqual(['winner']);
    expect(listMarketsOf('GOLF', false).map((m) => m.key)).toEqual(['outright']);
  });

  it('asks for the first half by its period type, 102 pre-match and 202 live', () => {
    const firstHalf = listMarketsOf('FOOT', false)[1];
    expect(listMarketParams(firstHalf, false)).toEqual({ marketTypeIds: [1], periodTypeIds: [102] });
    expect(listMarketParams(firstHalf, true)).toEqual({ marketTypeIds: [1], periodTypeIds: [202] });
    expect(listMarketParams(listMarketsOf('FOOT', false)[3], false)).toEqual({ marketTypeIds: [350] });
  });
});

describe('the market of an event row', () => {
  const fullTime = sampleMarket(1, { id: 11 });
  const firstHalf = sampleMarket(1, {
    id: 12,
    period: { periodType: 102, sequence: 1, fullAbbreviation: '1H', fullDescription: 'First Half', inRunning: false },
  });
  const winner = sampleMarket(1, { id: 13, marketTypeId: MARKET_TYPE.matchWinner });

  it('takes the full-time match result over the first half, whatever the order', () => {
    expect(rowMarket(sampleEvent(1, { markets: [firstHalf, fullTime] }))?.id).toBe(11);
  });

  it('takes the first half when the list shows it', () => {
    expect(rowMarket(sampleEvent(1, { markets: [fullTime, firstHalf] }), listMarketsOf('FOOT', false)[1])?.id).toBe(12);
  });

  it('prefers the match winner for tennis and the 1X2 for football', () => {
    expect(rowMarket(sampleEvent(1, { sportCode: 'TENN', markets: [fullTime, winner] }))?.id).toBe(13);
    expect(rowMarket(sampleEvent(1, { markets: [winner, fullTime] }))?.id).toBe(11);
  });

  it('skips closed markets and markets whose outcomes are all hidden', () => {
    const closed = { ...fullTime, status: 'closed' as const };
    const hidden = { ...winner, outcomes: winner.outcomes.map((o) => ({ ...o, hidden: true })) };
    expect(rowMarket(sampleEvent(1, { markets: [closed, hidden] }))).toBeUndefined();
  });

  it('shows the three shortest prices of an outright', () => {
    const outright = sampleMarket(1, {
      marketTypeId: MARKET_TYPE.outrightWinner,
      outcomes: [9, 4.5, 12, 3.2, 6].map((decimal, i) => ({
        id: i,
        description: `Player ${i}`,
        ordinalPosition: i,
        hidden: false,
        consolidatedPrice: { currentPrice: { id: i, decimal } },
      })),
    });
    expect(favourites(outright).map((o) => o.consolidatedPrice.currentPrice.decimal)).toEqual([3.2, 4.5, 6]);
  });
});

describe('list groups', () => {
  it('groups events by league, and every event under a bots path together', () => {
    const bots = (id: number, league: string) =>
      sampleEvent(id, {
        eventPaths: [
          { id: 235, parentId: null, description: 'Esports Football' },
          { id: 900, parentId: 235, description: 'eFootball Bots' },
          { id: 901 + id, parentId: 900, description: league },
        ],
      });
    expect(listGroupOf(sampleEvent(3))).toBe('League 3');
    expect([bots(1, 'Cup A'), bots(2, 'Cup B')].map(listGroupOf)).toEqual(['eFootball Bots', 'eFootball Bots']);
  });
});
