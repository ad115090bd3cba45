import { useReducer } from 'react';
import { screen } from '@testing-library/react';
import { renderInEvents } from '../testing/renderInEvents';
import userEvent from '@testing-library/user-event';
import { sampleEvent } from '../testing/sampleEvents';
import { CompetitionFilterPanel, competitionsOf } from './CompetitionFilterPanel';
import { competitionFilter, EMPTY_FILTER } from './competitionFilter';

const inLeague = (id: number, country: [number, string], league: [number, string]) =>
  sampleEvent(id, {
    eventPaths: [
      { id: 240, parentId: null, description: 'Football' },
      { id: country[0], parentId: 240, description: country[1] },
      { id: league[0], parentId: country[0], description: league[1] },
    ],
  });

const events = [
  inLeague(1, [1, 'England'], [11, 'Premier']),
  inLeague(2, [1, 'England'], [12, 'Cup']),
  inLeague(3, [1, 'England'], [11, 'Premier']),
  inLeague(4, [2, 'Spain'], [21, 'Liga']),
];

function Harness() {
  const competitions = competitionsOf(events);
  const [filter, dispatch] = useReducer(
    competitionFilter,
    competitionFilter(EMPTY_FILTER, {
      type: 'sync',
      competitions: competitions.map((c) => ({ competitionId: c.competitionId, leagueIds: c.leagues.map((l) => l.leagueId) })),
    }),
  );
  return <CompetitionFilterPanel competitions={competitions} filter={filter} dispatch={dispatch} />;
}

describe('live competition filter panel', () => {
  it('lists competitions by sport and country with their leagues and event counts', () => {
    expect(competitionsOf(events)).toEqual([
      {
        competitionId: 1,
        description: 'Football · England',
        leagues: [
          { leagueId: 11, description: 'Premier', count: 2 },
          { leagueId: 12, description: 'Cup', count: 1 },
        ],
      },
      { competitionId: 2, description: 'Football · Spain', leagues: [{ leagueId: 21, description: 'Liga', count: 1 }] },
    ]);
  });

  it('shows the competition state on its button: chosen, partly chosen, back to all', async () => {
    renderInEvents(<Harness />);
    await userEvent.click(screen.getByText('Competitions: all'));
    expect(screen.getByRole('button', { name: 'All competitions' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: /Football · England/ }));
    expect(screen.getByRole('button', { name: /Football · England/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All competitions' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Competitions: 1 chosen')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cup (1)' }));
    expect(screen.getByRole('button', { name: /Football · England/ })).toHaveAttribute('aria-pressed', 'mixed');
    expect(screen.getByRole('button', { name: 'Premier (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Cup (1)' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Premier (2)' }));
    expect(screen.getByRole('button', { name: 'All competitions' })).toHaveAttribute('aria-pressed', 'true');
  });
});
