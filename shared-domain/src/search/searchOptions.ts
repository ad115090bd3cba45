import type { SearchAnswer, SearchEventLink } from '@sportsbook/contracts';

/** The groups of an answer, in the order they are shown. */
export const SEARCH_GROUPS = ['events', 'teams', 'competitions', 'sports'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** One choice of the list: what it says, what it says under that, and the page (below the locale) it opens. */
export interface SearchOption {
  id: string;
  group: SearchGroup;
  label: string;
  detail?: string;
  live?: boolean;
  path: string;
}

/** The routes of spec 1 section 2.1: a match in play on its live page, any other on its event page. */
export const eventPath = (event: SearchEventLink) => `/${event.live ? 'live' : 'events'}/${event.slug}`;
export const competitionPath = (slugs: { sport: string; country: string; league: string }) =>
  `/sports/competitions/${slugs.sport}/${slugs.country}/${slugs.league}`;
export const sportPath = (sport: { id: number; code: string }) => `/sports/${sport.id}-${sport.code}`;

/** The answer as one list of options, group by group: the arrow keys walk it from end to end. */
export function searchOptions(answer: SearchAnswer | undefined): SearchOption[] {
  if (!answer) return [];
  return [
    ...answer.events.map((e) => ({
      id: `events-${e.id}`,
      group: 'events' as const,
      label: e.name,
      detail: e.competition,
      live: e.live,
      path: eventPath(e),
    })),
    // A team has no page of its own: it opens its next match, or its competition when it has none open.
    ...answer.teams.map((t) => ({
      id: `teams-${t.id}`,
      group: 'teams' as const,
      label: t.name,
      detail: t.competition,
      live: t.nextEvent?.live,
      path: t.nextEvent ? eventPath(t.nextEvent) : competitionPath(t.competitionSlugs),
    })),
    ...answer.competitions.map((c) => ({
      id: `competitions-${c.id}`,
      group: 'competitions' as const,
      label: c.name,
      detail: `${c.sport} · ${c.country}`,
      path: competitionPath(c.slugs),
    })),
    ...answer.sports.map((s) => ({ id: `sports-${s.id}`, group: 'sports' as const, label: s.name, path: sportPath(s) })),
  ];
}

/**
 * The option the arrow keys move to from `active` (-1: none) among `count`: down from none is the first, up from
 * none the last, and either end wraps round, as a listbox of the WAI-ARIA practices does.
 */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
