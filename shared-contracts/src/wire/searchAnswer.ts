/** The slugs of a competition's page, `/sports/competitions/{sport}/{country}/{league}`. */
export interface CompetitionSlugs {
  sport: string;
  country: string;
  league: string;
}

/** An event to open: in play on `/live/{slug}`, otherwise on `/events/{slug}`. */
export interface SearchEventLink {
  slug: string;
  live: boolean;
  eventDate: string;
}

export interface SearchEventHit extends SearchEventLink {
  id: number;
  name: string;
  sportCode: string;
  /** The competition's name, in the language of the request. */
  competition: string;
}

export interface SearchTeamHit {
  id: number;
  name: string;
  sportCode: string;
  competition: string;
  competitionSlugs: CompetitionSlugs;
  /** The team's next match, one in play first; none when it has none open (the hit then opens its competition). */
  nextEvent?: SearchEventLink;
}

export interface SearchCompetitionHit {
  id: number;
  name: string;
  sport: string;
  country: string;
  slugs: CompetitionSlugs;
}

export interface SearchSportHit {
  id: number;
  code: string;
  name: string;
}

/**
 * The answer of `GET /xapi/rest/search?q=&l=`: what matches the query in each group, best first (exact names,
 * then names starting with it, then near ones; matches in play and sooner first). Names of sports and
 * competitions are in the language of `l=`; teams keep the feed's names.
 */
export interface SearchAnswer {
  query: string;
  events: SearchEventHit[];
  teams: SearchTeamHit[];
  competitions: SearchCompetitionHit[];
  sports: SearchSportHit[];
}
