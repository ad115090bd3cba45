import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CompetitionIconState, LiveDesktopFilter, SportEvent } from '@sportsbook/contracts';
import type { FilterAction } from './competitionFilter';
import { pills } from '@sportsbook/ui';

export interface Competition {
  competitionId: number;
  description: string;
  leagues: { leagueId: number; description: string; count: number }[];
}

/** The competitions (countries, event path 1) and leagues (the last path) of the live events, in list order. */
export function competitionsOf(events: SportEvent[]): Competition[] {
  const byId = new Map<number, Competition>();
  for (const event of events) {
    const country = event.eventPaths[1];
    const league = event.eventPaths[event.eventPaths.length - 1];
    if (!country || !league) continue;
    // Countries repeat across sports (USA in basketball and baseball): the sport names them apart.
    const competition = byId.get(country.id) ?? {
      competitionId: country.id,
      description: `${event.eventPaths[0]?.description ?? event.sportCode} · ${country.description}`,
      leagues: [],
    };
    byId.set(country.id, competition);
    const entry = competition.leagues.find((l) => l.leagueId === league.id);
    if (entry) entry.count += 1;
    else competition.leagues.push({ leagueId: league.id, description: league.description, count: 1 });
  }
  return [...byId.values()];
}

const panel = css`
  margin: 0 12px 12px;
  border: 1px solid var(--sb-border);
  border-radius: 8px;
  summary {
    cursor: pointer;
    padding: 8px 12px;
    font-weight: 600;
  }
  .body {
    display: grid;
    gap: 8px;
    padding: 0 12px 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    columns: 2 280px;
    column-gap: 16px;
  }
  li {
    break-inside: avoid;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
    margin-bottom: 8px;
  }
  ${pills};
  button {
    padding: 4px 12px;
    font-weight: 500;
  }
  button.competition {
    font-weight: 700;
  }
  button.competition[aria-pressed='false'] {
    color: var(--sb-text);
  }
  button[aria-pressed='mixed'] {
    border-color: var(--sb-accent);
    color: var(--sb-accent);
  }
  .icon {
    margin-right: 6px;
  }
`;

const ICONS: Record<CompetitionIconState, string> = { none: '○', partial: '◐', selected: '●' };

/** The live desktop filter (spec 2 section 2): competitions with their state icon, and their leagues. */
export function CompetitionFilterPanel({
  competitions,
  filter,
  dispatch,
}: {
  competitions: Competition[];
  filter: LiveDesktopFilter;
  dispatch: (action: FilterAction) => void;
}) {
  const { t } = useTranslation();
  const stateOf = (id: number) => filter.competitionDesktopList.find((c) => c.competitionId === id)?.iconState ?? 'none';
  const leagueChosen = (competitionId: number, leagueId: number) =>
    !filter.allCompetitions &&
    (stateOf(competitionId) === 'selected' ||
      (stateOf(competitionId) === 'partial' && filter.selectedLeaguesWithoutCompetition.includes(leagueId)));
  const chosen = filter.competitionDesktopList.filter((c) => c.iconState !== 'none').length;
  return (
    <details css={panel}>
      <summary>
        {filter.allCompetitions
          ? t('events.live.filterAll', 'Competitions: all')
          : t('events.live.filterSome', 'Competitions: {{count}} chosen', { count: chosen })}
      </summary>
      <nav className="body" aria-label={t('events.live.filter', 'Competitions')}>
        <div>
          <button type="button" aria-pressed={filter.allCompetitions} onClick={() => dispatch({ type: 'clear' })}>
            {t('events.live.allCompetitions', 'All competitions')}
          </button>
        </div>
        <ul>
          {competitions.map((competition) => {
            const state = filter.allCompetitions ? 'none' : stateOf(competition.competitionId);
            return (
              <li key={competition.competitionId}>
                <button
                  type="button"
                  className="competition"
                  aria-pressed={state === 'selected' ? true : state === 'partial' ? 'mixed' : false}
                  onClick={() => dispatch({ type: 'toggle-competition', competitionId: competition.competitionId })}
                >
                  <span className="icon" aria-hidden="true">
                    {ICONS[state]}
                  </span>
                  {competition.description}
                </button>
                {competition.leagues.map((league) => (
                  <button
                    key={league.leagueId}
                    type="button"
                    aria-pressed={leagueChosen(competition.competitionId, league.leagueId)}
                    onClick={() =>
                      dispatch({ type: 'toggle-league', competitionId: competition.competitionId, leagueId: league.leagueId })
                    }
                  >
                    {league.description} ({league.count})
                  </button>
                ))}
              </li>
            );
          })}
        </ul>
      </nav>
    </details>
  );
}
