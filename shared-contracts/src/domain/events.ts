/** Spec 2 section 3: sport events, markets and outcomes. */
export type SportCode = string;

export interface Opponent {
  id: number;
  description: string;
}

export interface EventPath {
  id: number;
  parentId: number | null;
  description: string;
}

export interface Score {
  opponentId: number;
  points: number;
  formattedPoints: string;
  serving?: boolean;
  redCards?: number;
  yellowCards?: number;
  corners?: number;
}

export interface GameSet {
  opponentId: number;
  formattedPoints: string;
}

export type PeriodKey = 'QTR' | 'HALF' | 'PERIOD';

export interface PeriodScore {
  opponentId: number;
  periodKey: PeriodKey;
  periodInstance: number;
  score: number;
}

export type ClockStatus = 'NOT_STARTED' | 'RUNNING' | 'INTERMISSION' | 'END_OF_EVENT' | 'STOPPED';

export interface Clock {
  minutes: number;
  status: ClockStatus;
}

export type PeriodAbbreviation =
  | 'HALF'
  | 'ET'
  | 'ET_HALF'
  | 'PENS'
  | 'PERIOD'
  | 'QTR'
  | 'GAMES'
  | 'SETS'
  | 'FRAMES'
  | 'MAP'
  | 'LEGS'
  | 'ENDS'
  | 'STB'
  | 'REG'
  | 'OR';

export interface SportEvent {
  id: number;
  slug: string;
  name: string;
  description?: string;
  sportCode: SportCode;
  opponents: Opponent[];
  /** Index 0 is the sport, 1 the country, the last the league. */
  eventPaths: EventPath[];
  eventDate: string;
  scores?: {
    score: Score[];
    match?: Score[];
    sets?: { gameSet: GameSet[][]; maxSets: number };
    scoresPerPeriod?: PeriodScore[];
  };
  clock?: Clock;
  isFinished?: boolean;
  liveOpenMarketCount?: number;
  cricketOutcomes?: string[];
  currentPeriod?: string;
  currentPeriodAbbreviation?: PeriodAbbreviation;
  currentPeriodNumber?: number;
  feedCode?: string;
  liveStreaming?: boolean;
  betBuilderEvent?: boolean;
  betradar_id?: string;
  trackerPMId?: string;
  streamingIMGId?: string;
  streamingPMId?: string;
  markets?: Market[];
}

export type MarketStatus = 'open' | 'suspended' | 'lts' | 'closed';

export interface Price {
  id: number;
  decimal: number;
  spread?: number;
  spread2?: number;
}

export interface Outcome {
  id: number;
  description: string;
  ordinalPosition: number;
  opponentId?: number;
  optionalOpponentId?: number;
  teamId?: number;
  extraKey1?: string;
  extraKey2?: string;
  hidden: boolean;
  consolidatedPrice: { currentPrice: Price };
}

export interface MarketPeriod {
  periodType: number;
  sequence: number;
  fullAbbreviation: string;
  fullDescription: string;
  inRunning: boolean;
}

export interface Market {
  id: number;
  eventId: number;
  feedId?: string;
  marketTypeId: number;
  marketTypeStyle?: string;
  marketTypeInfo?: { style: string; ordinalPosition: number };
  description: string;
  status: MarketStatus;
  period: MarketPeriod;
  instance?: number;
  cutoffTime?: string;
  playerName?: string;
  outcomes: Outcome[];
}

export interface MarketGroup {
  id: string;
  marketTypeId: number;
  periodId: number;
  opponentId?: number;
  description: string;
  periodDescription: string;
  markets: Market[];
}

/** Margins of the odds ladder, keyed by id. */
export interface MarginEntry {
  brandMarginType: 'PPB' | 'POWER_ODDS';
  leagueId?: number;
  marketTypeId?: number;
  outcomeId?: number;
  eventId?: number;
  marketId?: number;
  margin: number;
}

export interface Margins {
  marketTypes: Record<string, MarginEntry>;
  leagues: Record<string, MarginEntry>;
  outcomes: Record<string, MarginEntry>;
}

export interface Stream {
  stream_id: string;
  provider: 'perform_mobile' | 'perform_desktop' | 'perform_v2' | 'betgenius_v3' | 'oddin';
  betradar_id?: string;
  allowed_countries?: string[];
  blocked_countries?: string[];
}

/** Special event-path ids of the spec. */
export const FAVOURITES_ID = 10000;
export const HOMEPAGE_ID = 10001;
export const JACKPOT_BET_ID = 10002;

/** One page of an events query. */
export interface EventsPage {
  events: SportEvent[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A price change as the live feed sends it, in the spec's short keys (spec 2 section 3): eid eventId,
 * s status, mtid marketTypeId, ptid periodTypeId, mid marketId, h hidden, clp consolidatedPrice,
 * oid outcomeId, ap/pp/cp antepenultimate/penultimate/current price, d decimal, s0/s1 spread and spread2,
 * f format.
 */
export interface FeedPrice {
  d: number;
  s0?: number;
  s1?: number;
  f?: string;
}

export interface FeedOutcomeChange {
  eid: number;
  mid: number;
  oid: number;
  mtid?: number;
  ptid?: number;
  s?: MarketStatus;
  h?: boolean;
  clp?: { ap?: FeedPrice; pp?: FeedPrice; cp: FeedPrice };
}

export type CompetitionIconState = 'none' | 'partial' | 'selected';

/** The live desktop competition and league filter (spec 2 section 3). */
export interface LiveDesktopFilter {
  competitionDesktopList: { competitionId: number; leagueIds: number[]; iconState: CompetitionIconState }[];
  selectedLeaguesWithoutCompetition: number[];
  selectedCompetitionId: number | null;
  allCompetitions: boolean;
  allLeagues: boolean;
}

/** A node of /xapi/rest/eventpathtree: a sport, country or league with its event counts. */
export interface EventPathNode {
  id: number;
  /** Left out of a lightWeightResponse: the nesting already says it. */
  parentId?: number | null;
  description: string;
  slug: string;
  /** Countries and leagues of a lightWeightResponse leave it out: they are their sport's. */
  sportCode?: string;
  eventCount: number;
  liveEventCount: number;
  marketTypeIds?: number[];
  children: EventPathNode[];
}
