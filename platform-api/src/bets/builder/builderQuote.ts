import type { BetBuilderQuote, BetBuilderRefusalCode } from '@sportsbook/contracts';
import { BET_BUILDER_MARKET_TYPE_ID } from '@sportsbook/domain';
import type { Database } from '../../db/database';
import { tradedMarketStatus } from '../../trading/feedStop';
import { goalsStateOf } from '../../trading/engine/goalsStyle';
import { model as pointsStateOf } from '../../trading/engine/pointsStyle';
import { chances, rules as setsRules } from '../../trading/engine/setsStyle';
import type { SimState } from '../../trading/engine/types';
import {
  builderPrice,
  goalsJoint,
  goalsPossible,
  MAX_BUILDER_LEGS,
  MIN_BUILDER_LEGS,
  pointsJoint,
  pointsPossible,
  setsJoint,
  setsPossible,
  type SetsState,
} from '../../trading/pricing/builderModel';
import { builderLegsOf, type BuilderLegs, type LegOutcome } from './builderLegs';

/** Why a builder is refused: the code the betslip and event page read, a message, and the selections at fault. */
export class BuilderRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: BetBuilderRefusalCode,
    message: string,
    readonly outcomeIds: number[] = [],
  ) {
    super(message);
  }
}

export interface BuilderQuote {
  eventId: number;
  eventDescription: string;
  live: boolean;
  /** The legs in ascending outcome id: the builder's identity. */
  legs: LegOutcome[];
  probability: number;
  price: number;
  /** What the legs would pay as a plain multiple, for comparison (the slip refuses one from one event). */
  legsProduct: number;
  /** Suspended while any leg is (in play, around a goal). */
  status: 'open' | 'suspended';
  /** The event's model state the builder was priced on. */
  state: SimState;
}

/** A quote as the wire has it. */
export const quoteAnswer = (quote: BuilderQuote, outcomeId?: number): BetBuilderQuote => ({
  outcomeId,
  eventId: quote.eventId,
  eventDescription: quote.eventDescription,
  legs: quote.legs.map((leg) => ({
    outcomeId: leg.outcomeId,
    marketId: leg.marketId,
    marketDescription: leg.marketDescription,
    outcomeDescription: leg.outcomeDescription,
    price: leg.price,
  })),
  price: quote.price,
  legsProduct: quote.legsProduct,
  status: quote.status,
});

export const legLabel = (leg: Pick<LegOutcome, 'marketDescription' | 'outcomeDescription'>) =>
  `${leg.marketDescription}: ${leg.outcomeDescription}`;

function setsStateOf(s: SimState): SetsState {
  return {
    units: s.units,
    current: Math.max(0, s.sets.length - 1),
    setsToWin: setsRules(s).setsToWin,
    pSet: s.sets.length ? chances(s).pSet : s.pUnit,
    pUnit: s.pUnit,
  };
}

/** The joint chance of some legs on the event's state, and whether they can all win at all. */
export function jointOf(state: SimState, legs: BuilderLegs): { possible: boolean; probability: number } {
  if (legs.style === 'goals') {
    const goals = goalsStateOf(state);
    return { possible: goalsPossible(goals, legs.legs), probability: goalsJoint(goals, legs.legs) };
  }
  if (legs.style === 'points')
    return { possible: pointsPossible(legs.legs), probability: pointsJoint(pointsStateOf(state), legs.legs) };
  const sets = setsStateOf(state);
  return { possible: setsPossible(sets, legs.legs), probability: setsJoint(sets, legs.legs) };
}

interface LegRow {
  outcome_id: string;
  ordinal_position: number;
  outcome_description: string;
  hidden: boolean;
  price: number;
  result: string | null;
  market_id: string;
  market_type_id: number;
  market_description: string;
  period_type: number;
  spread: number | null;
  instance: number | null;
  status: string;
  resulted: boolean;
  in_running: boolean;
  event_id: string;
  event_name: string;
  event_state: string;
  is_outright: boolean;
  sim_state: SimState | null;
  feed_alert: boolean;
}

async function loadLegs(db: Pick<Database, 'query'>, outcomeIds: number[]): Promise<LegRow[]> {
  return db.query<LegRow>(
    `SELECT o.id AS outcome_id, o.ordinal_position, o.description AS outcome_description, o.hidden, o.price, o.result,
            m.id AS market_id, m.market_type_id, m.description AS market_description, m.period_type, m.spread, m.instance,
            ${tradedMarketStatus('m', 'e')} AS status, m.resulted, m.in_running,
            e.id AS event_id, e.name AS event_name, e.state AS event_state, e.is_outright, e.sim_state,
            EXISTS (SELECT 1 FROM feed_alerts f WHERE f.feed_id = m.feed_id AND f.active_until > now()) AS feed_alert
     FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
     WHERE o.id = ANY($1::bigint[]) ORDER BY o.id`,
    [outcomeIds],
  );
}

const legOf = (row: LegRow): LegOutcome => ({
  outcomeId: Number(row.outcome_id),
  ordinal: row.ordinal_position,
  outcomeDescription: row.outcome_description,
  marketId: Number(row.market_id),
  marketTypeId: row.market_type_id,
  marketDescription: row.market_description,
  periodType: row.period_type,
  spread: row.spread,
  instance: row.instance,
  marketStatus: row.status,
  resulted: row.resulted,
  hidden: row.hidden,
  price: row.price,
  eventId: Number(row.event_id),
});

/**
 * Prices a builder of some outcomes of one event, or refuses it with its reason: every check that needs no
 * pricing comes first (count, one event, still on offer, one outcome per market, legs that can all win),
 * then the model prices the legs together or says it cannot.
 */
export async function quoteBuilder(db: Pick<Database, 'query'>, outcomeIds: number[]): Promise<BuilderQuote> {
  if (new Set(outcomeIds).size !== outcomeIds.length)
    throw new BuilderRefusal(400, 'BUILDER_DUPLICATE', 'A selection appears twice in the bet builder');
  if (outcomeIds.length < MIN_BUILDER_LEGS || outcomeIds.length > MAX_BUILDER_LEGS)
    throw new BuilderRefusal(
      400,
      'BUILDER_LEG_COUNT',
      `A bet builder takes ${MIN_BUILDER_LEGS} to ${MAX_BUILDER_LEGS} selections from one event`,
    );
  const rows = await loadLegs(db, outcomeIds);
  const found = new Set(rows.map((row) => Number(row.outcome_id)));
  const missing = outcomeIds.filter((id) => !found.has(id));
  if (missing.length)
    throw new BuilderRefusal(404, 'BUILDER_UNKNOWN_SELECTION', `No such selection: ${missing.join(', ')}`, missing);
  if (new Set(rows.map((row) => row.event_id)).size > 1)
    throw new BuilderRefusal(422, 'BUILDER_OTHER_EVENT', 'A bet builder takes selections from one event only', outcomeIds);
  const event = rows[0];
  const legs = rows.map(legOf);
  const state = event.sim_state;
  if (!state || event.is_outright || event.event_state === 'finished')
    throw new BuilderRefusal(422, 'BUILDER_NOT_OFFERED', 'Bet builder is not offered on this event');
  const live = event.event_state === 'live';
  for (const row of rows) {
    const leg = legOf(row);
    if (row.hidden || row.market_type_id === BET_BUILDER_MARKET_TYPE_ID)
      throw new BuilderRefusal(422, 'BUILDER_UNPRICEABLE', `${legLabel(leg)} cannot go into a bet builder`, [leg.outcomeId]);
    if (row.resulted || row.result !== null || row.status === 'closed' || row.status === 'lts' || (live && !row.in_running))
      throw new BuilderRefusal(422, 'BUILDER_LEG_CLOSED', `${legLabel(leg)} is no longer on offer`, [leg.outcomeId]);
  }
  for (const [i, a] of legs.entries())
    for (const b of legs.slice(i + 1))
      if (a.marketId === b.marketId)
        throw new BuilderRefusal(
          422,
          'BUILDER_CONTRADICTION',
          `${legLabel(a)} and ${legLabel(b)} are outcomes of one market: only one of them can win`,
          [a.outcomeId, b.outcomeId],
        );
  const mapped = builderLegsOf(state, legs);
  if (!mapped) throw new BuilderRefusal(422, 'BUILDER_NOT_OFFERED', 'Bet builder is not offered on this sport');
  if ('unpriced' in mapped)
    throw new BuilderRefusal(
      422,
      'BUILDER_UNPRICEABLE',
      `${legLabel(mapped.unpriced)} cannot be priced together with other selections in a bet builder`,
      [mapped.unpriced.outcomeId],
    );
  // The pair that cannot both win names the reason; three legs can also exclude each other only together.
  const pick = (indexes: number[]) => ({ style: mapped.style, legs: indexes.map((i) => mapped.legs[i]) }) as BuilderLegs;
  for (let i = 0; i < legs.length; i++)
    for (let j = i + 1; j < legs.length; j++)
      if (!jointOf(state, pick([i, j])).possible)
        throw new BuilderRefusal(422, 'BUILDER_CONTRADICTION', `${legLabel(legs[i])} and ${legLabel(legs[j])} cannot both win`, [
          legs[i].outcomeId,
          legs[j].outcomeId,
        ]);
  const joint = jointOf(state, mapped);
  if (!joint.possible)
    throw new BuilderRefusal(422, 'BUILDER_CONTRADICTION', 'These selections cannot all win together', outcomeIds);
  const price = builderPrice(joint.probability);
  if (price === null)
    throw new BuilderRefusal(
      422,
      'BUILDER_OUT_OF_RANGE',
      'This combination is too likely or too unlikely for the bet builder to offer a price',
      outcomeIds,
    );
  const suspended = rows.some((row) => row.status !== 'open' || row.feed_alert);
  return {
    eventId: Number(event.event_id),
    eventDescription: event.event_name,
    live,
    legs,
    probability: joint.probability,
    price,
    legsProduct: Math.round(legs.reduce((product, leg) => product * leg.price, 1) * 100) / 100,
    status: suspended ? 'suspended' : 'open',
    state,
  };
}
