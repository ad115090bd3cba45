import type { Market } from '@sportsbook/contracts';
import { marketGroups } from './marketGroups';

const market = (id: number, marketTypeId: number, description: string, extra: Partial<Market> = {}, spread?: number): Market => ({
  id,
  eventId: 1,
  marketTypeId,
  description,
  status: 'open',
  period: { periodType: 100, sequence: 1, fullAbbreviation: 'FT', fullDescription: 'Full Time', inRunning: false },
  outcomes: [
    {
      id: id * 10,
      description: 'A',
      ordinalPosition: 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: 1, decimal: 2, spread } },
    },
    {
      id: id * 10 + 1,
      description: 'B',
      ordinalPosition: 2,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: 2, decimal: 2, spread } },
    },
  ],
  ...extra,
});

describe('market groups', () => {
  it('groups by type and period and sorts number lines', () => {
    const groups = marketGroups([
      market(1, 1, 'Match Result'),
      market(2, 10, 'Total Goals 3.5', {}, 3.5),
      market(3, 10, 'Total Goals 1.5', {}, 1.5),
      market(4, 1, 'First Half Result', {
        period: { periodType: 102, sequence: 1, fullAbbreviation: '1H', fullDescription: 'First Half', inRunning: false },
      }),
      market(5, 10, 'Total Goals 2.5', {}, 2.5),
    ]);
    expect(groups.map((g) => [g.description, g.periodDescription])).toEqual([
      ['Match Result', 'Full Time'],
      ['Total Goals', 'Full Time'],
      ['First Half Result', 'First Half'],
    ]);
    expect(groups[1].markets.map((m) => m.id)).toEqual([3, 5, 2]);
  });

  it('names a number-line group without its line, whichever way the language writes it', () => {
    const groups = marketGroups([market(1, 10, 'Tore gesamt 2,5', {}, 2.5), market(2, 10, 'Tore gesamt 3,5', {}, 3.5)]);
    expect(groups.map((g) => g.description)).toEqual(['Tore gesamt']);
    expect(marketGroups([market(3, 10, '合計ゴール数 2.5', {}, 2.5)])[0].description).toBe('合計ゴール数');
  });

  it('drops lts, closed and all-hidden markets but keeps suspended ones', () => {
    const hidden = market(4, 350, 'Both Teams To Score');
    hidden.outcomes = hidden.outcomes.map((o) => ({ ...o, hidden: true }));
    const groups = marketGroups([
      market(1, 1, 'Match Result', { status: 'suspended' }),
      market(2, 605, 'Double Chance', { status: 'lts' }),
      market(3, 11, 'Handicap', { status: 'closed' }),
      hidden,
    ]);
    expect(groups.map((g) => g.description)).toEqual(['Match Result']);
  });

  it('groups player props by statistic after the other markets, each player in its group', () => {
    const prop = (id: number, type: number, player: string, what: string) =>
      market(id, type, `${player} ${what}`, { playerName: player, instance: id });
    const groups = marketGroups([
      prop(10, 74, 'J. Costa', 'To Be Booked'),
      prop(11, 71, 'J. Costa', 'To Score'),
      market(1, 1, 'Match Result'),
      prop(12, 71, 'A. Sato', 'To Score'),
      prop(13, 72, 'A. Sato', '2+ Shots On Target'),
      prop(14, 75, 'A. Sato', '2+ Fouls Committed'),
      market(2, 350, 'Both Teams To Score'),
    ]);
    expect(groups.map((g) => g.description)).toEqual([
      'Match Result',
      'Both Teams To Score',
      'Player Goals',
      'Player Shots',
      'Player Bookings',
      'Player Other',
    ]);
    expect(groups[2].markets.map((m) => m.playerName)).toEqual(['J. Costa', 'A. Sato']);
  });
});
