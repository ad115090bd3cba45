import type { LiveDesktopFilter } from '@sportsbook/contracts';
import { competitionFilter, EMPTY_FILTER, passesFilter, type FilterAction } from './competitionFilter';

// England (leagues 11, 12), Spain (21), Germany (31, 32, 33).
const synced = competitionFilter(EMPTY_FILTER, {
  type: 'sync',
  competitions: [
    { competitionId: 1, leagueIds: [11, 12] },
    { competitionId: 2, leagueIds: [21] },
    { competitionId: 3, leagueIds: [31, 32, 33] },
  ],
});

const run = (...actions: FilterAction[]) => actions.reduce(competitionFilter, synced);
const icons = (filter: LiveDesktopFilter) => filter.competitionDesktopList.map((c) => c.iconState).join(' ');
const comp = (competitionId: number): FilterAction => ({ type: 'toggle-competition', competitionId });
const league = (competitionId: number, leagueId: number): FilterAction => ({ type: 'toggle-league', competitionId, leagueId });

describe('live desktop competition filter (spec 2 section 4)', () => {
  it.each<[string, FilterAction[], string, number[], boolean]>([
    ['starts with every competition selected', [], 'selected selected selected', [], true],
    ['choosing a competition from the default narrows to it', [comp(1)], 'selected none none', [], false],
    ['a second competition goes from none to selected', [comp(1), comp(3)], 'selected none selected', [], false],
    ['a selected competition toggles back to none', [comp(1), comp(3), comp(1)], 'none none selected', [], false],
    ['clearing the last one returns to all selected', [comp(1), comp(1)], 'selected selected selected', [], true],
    ['a league of an unchosen competition makes it partial', [comp(2), league(3, 31)], 'none selected partial', [31], false],
    [
      'a league of a selected competition leaves the others chosen',
      [comp(3), league(3, 32)],
      'none none partial',
      [31, 33],
      false,
    ],
    [
      'choosing every league of a competition makes it selected',
      [comp(2), league(1, 11), league(1, 12)],
      'selected selected none',
      [],
      false,
    ],
    ['unchoosing its only chosen league makes it none', [comp(2), league(3, 31), league(3, 31)], 'none selected none', [], false],
    ['choosing a partial competition resets its leagues', [league(3, 31), comp(3)], 'none none selected', [], false],
    // Choosing another competition resets the leagues picked before (spec 1 section 4): the earlier pick goes.
    ['choosing another competition drops the leagues picked before', [league(1, 12), comp(3)], 'none none selected', [], false],
    [
      'and a competition whose leagues were picked one by one',
      [comp(2), league(3, 31), comp(1)],
      'selected selected none',
      [],
      false,
    ],
    ['a league from the default narrows to that league', [league(1, 12)], 'partial none none', [12], false],
    ['clearing every league returns to all selected', [league(1, 12), league(1, 12)], 'selected selected selected', [], true],
  ])('%s', (_case, actions, expectedIcons, leagues, all) => {
    const filter = run(...actions);
    expect(icons(filter)).toBe(expectedIcons);
    expect([...filter.selectedLeaguesWithoutCompetition].sort()).toEqual(leagues);
    expect(filter.allCompetitions).toBe(all);
    expect(filter.allLeagues).toBe(leagues.length === 0);
  });

  it('remembers the competition chosen last', () => {
    expect(run(comp(1), comp(3)).selectedCompetitionId).toBe(3);
    expect(run(comp(1), comp(3), comp(3)).selectedCompetitionId).toBeNull();
  });

  it('lets through the events of selected competitions and of the chosen leagues of partial ones', () => {
    const filter = run(comp(1), league(3, 32));
    expect([
      passesFilter(filter, 1, 11),
      passesFilter(filter, 2, 21),
      passesFilter(filter, 3, 32),
      passesFilter(filter, 3, 31),
    ]).toEqual([true, false, true, false]);
    expect(passesFilter(synced, 2, 21)).toBe(true);
  });

  it('keeps the choices when live events come and go, new competitions following the default', () => {
    const narrowedFilter = run(comp(1));
    const later = competitionFilter(narrowedFilter, {
      type: 'sync',
      competitions: [
        { competitionId: 1, leagueIds: [11, 12] },
        { competitionId: 4, leagueIds: [41] },
      ],
    });
    expect(icons(later)).toBe('selected none');
    expect(icons(competitionFilter(synced, { type: 'sync', competitions: [{ competitionId: 4, leagueIds: [41] }] }))).toBe(
      'selected',
    );
  });

  it('ignores a toggle of a competition or league it does not know', () => {
    expect(run(comp(9))).toBe(synced);
    expect(run(league(1, 99))).toBe(synced);
  });
});
