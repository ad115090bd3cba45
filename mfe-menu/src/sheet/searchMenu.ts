import type { EventPathNode, SportEvent } from '@sportsbook/contracts';
import { countryPath, leaguePath, sportPath } from '../sports/sportLinks';

/** Shorter queries would match nearly everything. */
export const SEARCH_MIN_LENGTH = 2;
/** Hits shown per kind. */
export const SEARCH_LIMIT = 8;

export type SearchKind = 'sport' | 'country' | 'league' | 'event';

export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  /** Where the hit sits: 'Football · England' for a league. */
  context?: string;
  path: string;
}

/**
 * Case and accents do not matter ('sao' finds 'São Paulo'), nor how German writes ss ('fussball' finds the
 * platform's 'Fußball': the tree comes in the page's language); runs of spaces count as one.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 0 for a name that starts with the query, 1 for a word that does, 2 for a match inside a word, undefined for none. */
function rank(name: string, query: string): number | undefined {
  const text = normaliseSearch(name);
  if (text.startsWith(query)) return 0;
  if (text.includes(` ${query}`)) return 1;
  return text.includes(query) ? 2 : undefined;
}

/**
 * The sports, countries and leagues of the path tree whose names match the query, best matches first
 * within each kind (tree order otherwise), at most SEARCH_LIMIT of each.
 */
export function searchPathTree(tree: EventPathNode[], rawQuery: string): SearchHit[] {
  const query = normaliseSearch(rawQuery);
  if (query.length < SEARCH_MIN_LENGTH) return [];
  const found: Record<'sport' | 'country' | 'league', { hit: SearchHit; rank: number }[]> = {
    sport: [],
    country: [],
    league: [],
  };
  const consider = (kind: 'sport' | 'country' | 'league', node: EventPathNode, path: string, context?: string) => {
    const score = rank(node.description, query);
    if (score !== undefined)
      found[kind].push({ hit: { kind, id: node.id, title: node.description, context, path }, rank: score });
  };
  for (const sport of tree) {
    consider('sport', sport, sportPath(sport));
    for (const country of sport.children) {
      consider('country', country, countryPath(sport, country), sport.description);
      for (const league of country.children) {
        consider('league', league, leaguePath(sport, country, league), `${sport.description} · ${country.description}`);
      }
    }
  }
  return (['sport', 'country', 'league'] as const).flatMap((kind) =>
    found[kind]
      // Array.prototype.sort is stable: equal ranks keep the tree's order.
      .sort((a, b) => a.rank - b.rank)
      .slice(0, SEARCH_LIMIT)
      .map((entry) => entry.hit),
  );
}

/** The leagues among the hits: the platform has no name filter for events, so their events are what can be searched. */
export function leagueIdsOf(hits: SearchHit[]): number[] {
  return hits.filter((hit) => hit.kind === 'league').map((hit) => hit.id);
}

/** An event as a hit: live events (those with a clock) open on the live page. */
export function eventHit(event: SportEvent): SearchHit {
  const league = event.eventPaths[event.eventPaths.length - 1]?.description;
  return {
    kind: 'event',
    id: event.id,
    title: event.name,
    context: league,
    path: `/${event.clock ? 'live' : 'events'}/${event.slug}`,
  };
}
