import type { PathNode } from '../data';

/** `/sports/{sportId}-{sportCode}[-suffix]` or `/sports/{sport slug}`: the sport a path segment names. */
export function findSport<T extends PathNode>(tree: T[], segment: string): T | undefined {
  const byId = /^(\d+)-([A-Z]{3,5})(?:-.*)?$/.exec(segment);
  if (byId) return tree.find((sport) => sport.id === Number(byId[1]) && sport.sportCode === byId[2]);
  return tree.find((sport) => sport.slug === segment.toLowerCase() || sport.sportCode === segment.toUpperCase());
}

/** A league under a sport by its slug (countries are searched too). */
export function findLeague(sport: PathNode, slug: string): PathNode | undefined {
  for (const country of sport.children) {
    const league = country.children.find((l) => l.slug === slug);
    if (league) return league;
  }
  return undefined;
}

export const sportPath = (sport: PathNode) => `/sports/${sport.id}-${sport.sportCode}`;
export const leaguePath = (sport: PathNode, league: PathNode) => `/sports/${sport.slug}/${league.slug}`;

export { eventIdOf } from '../firstView';
