import type { CompetitionIconState, LiveDesktopFilter } from '@sportsbook/contracts';

/**
 * The live desktop competition and league filter (spec 2 sections 3 and 4). A competition is a country or
 * region of the path tree (event path 1) and its leagues are the leagues under it.
 *
 * Rules: by default every competition is selected. Toggling a competition takes none or partial to
 * selected and selected to none, and choosing it resets the leagues picked before; from the default, choosing one
 * competition (or league) narrows the list to it. Toggling a league makes its competition partial, or
 * selected when none of its leagues remains unchosen (none when none is chosen). When everything is
 * cleared, the filter returns to the all-selected default.
 */
export type FilterAction =
  | { type: 'sync'; competitions: { competitionId: number; leagueIds: number[] }[] }
  | { type: 'toggle-competition'; competitionId: number }
  | { type: 'toggle-league'; competitionId: number; leagueId: number }
  | { type: 'clear' };

export const EMPTY_FILTER: LiveDesktopFilter = {
  competitionDesktopList: [],
  selectedLeaguesWithoutCompetition: [],
  selectedCompetitionId: null,
  allCompetitions: true,
  allLeagues: true,
};

function allSelected(list: LiveDesktopFilter['competitionDesktopList']): LiveDesktopFilter {
  return { ...EMPTY_FILTER, competitionDesktopList: list.map((c) => ({ ...c, iconState: 'selected' })) };
}

/** Leaves the default: every competition unchosen, ready for the first choice. */
const narrowed = (filter: LiveDesktopFilter): LiveDesktopFilter =>
  filter.allCompetitions
    ? {
        ...filter,
        allCompetitions: false,
        competitionDesktopList: filter.competitionDesktopList.map((c) => ({ ...c, iconState: 'none' })),
      }
    : filter;

/** All cleared returns to the default; otherwise the flags follow the lists. */
function settle(filter: LiveDesktopFilter): LiveDesktopFilter {
  if (filter.competitionDesktopList.every((c) => c.iconState === 'none')) return allSelected(filter.competitionDesktopList);
  return { ...filter, allLeagues: filter.selectedLeaguesWithoutCompetition.length === 0 };
}

export function competitionFilter(filter: LiveDesktopFilter, action: FilterAction): LiveDesktopFilter {
  switch (action.type) {
    case 'sync': {
      // Competitions come and go with the live events; known ones keep their state, new ones follow the default.
      const known = new Map(filter.competitionDesktopList.map((c) => [c.competitionId, c.iconState]));
      const list = action.competitions.map((c) => ({
        ...c,
        iconState: known.get(c.competitionId) ?? (filter.allCompetitions ? 'selected' : 'none'),
      }));
      const leagues = new Set(list.flatMap((c) => c.leagueIds));
      return settle({
        ...filter,
        competitionDesktopList: list,
        selectedLeaguesWithoutCompetition: filter.selectedLeaguesWithoutCompetition.filter((id) => leagues.has(id)),
      });
    }
    case 'clear':
      return allSelected(filter.competitionDesktopList);
    case 'toggle-competition': {
      const from = narrowed(filter);
      const target = from.competitionDesktopList.find((c) => c.competitionId === action.competitionId);
      if (!target) return filter;
      const next: CompetitionIconState = target.iconState === 'selected' ? 'none' : 'selected';
      if (next === 'selected') {
        // Choosing a competition resets the leagues (spec 1 section 4): the leagues picked before, in any
        // competition, go with their partial competitions, so the list is not left showing a pick the player
        // moved away from. Competitions chosen whole stay: a toggle changes only its own (the same rule).
        return settle({
          ...from,
          competitionDesktopList: from.competitionDesktopList.map((c) =>
            c === target ? { ...c, iconState: next } : c.iconState === 'partial' ? { ...c, iconState: 'none' } : c,
          ),
          selectedLeaguesWithoutCompetition: [],
          selectedCompetitionId: target.competitionId,
        });
      }
      return settle({
        ...from,
        competitionDesktopList: from.competitionDesktopList.map((c) => (c === target ? { ...c, iconState: next } : c)),
        selectedLeaguesWithoutCompetition: from.selectedLeaguesWithoutCompetition.filter((id) => !target.leagueIds.includes(id)),
        selectedCompetitionId: null,
      });
    }
    case 'toggle-league': {
      const from = narrowed(filter);
      const target = from.competitionDesktopList.find((c) => c.competitionId === action.competitionId);
      if (!target || !target.leagueIds.includes(action.leagueId)) return filter;
      const chosenBefore =
        target.iconState === 'selected'
          ? target.leagueIds
          : from.selectedLeaguesWithoutCompetition.filter((id) => target.leagueIds.includes(id));
      const chosen = chosenBefore.includes(action.leagueId)
        ? chosenBefore.filter((id) => id !== action.leagueId)
        : [...chosenBefore, action.leagueId];
      const iconState: CompetitionIconState =
        chosen.length === 0 ? 'none' : chosen.length === target.leagueIds.length ? 'selected' : 'partial';
      const others = from.selectedLeaguesWithoutCompetition.filter((id) => !target.leagueIds.includes(id));
      return settle({
        ...from,
        competitionDesktopList: from.competitionDesktopList.map((c) => (c === target ? { ...c, iconState } : c)),
        selectedLeaguesWithoutCompetition: iconState === 'partial' ? [...others, ...chosen] : others,
        selectedCompetitionId:
          iconState === 'selected'
            ? target.competitionId
            : from.selectedCompetitionId === target.competitionId
              ? null
              : from.selectedCompetitionId,
      });
    }
  }
}

/** Whether the filter lets an event of this competition and league through. */
export function passesFilter(filter: LiveDesktopFilter, competitionId: number, leagueId: number): boolean {
  if (filter.allCompetitions) return true;
  const competition = filter.competitionDesktopList.find((c) => c.competitionId === competitionId);
  if (!competition) return false;
  if (competition.iconState === 'selected') return true;
  return competition.iconState === 'partial' && filter.selectedLeaguesWithoutCompetition.includes(leagueId);
}
