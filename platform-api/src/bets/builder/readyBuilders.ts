import { MARKET_TYPE, PERIOD_TYPE, type BetBuilderQuote } from '@sportsbook/contracts';
import { BET_BUILDER_MARKET_TYPE_ID } from '@sportsbook/domain';
import type { Database } from '../../db/database';
import { KEY_PLAYERS } from '../../trading/engine/playerProps';
import { BuilderRefusal, quoteAnswer, quoteBuilder } from './builderQuote';

interface OfferedOutcome {
  id: string;
  market_type_id: number;
  period_type: number;
  spread: number | null;
  instance: number | null;
  ordinal_position: number;
  price: number;
  style: string | null;
}

/** A leg of a ready-made builder: a market type, the outcome's position in it, and optionally its line or instance. */
interface TemplateLeg {
  marketTypeId: number;
  ordinal: number;
  spread?: number;
  instance?: number;
}

/**
 * The ready-made builders of a sport, around the favourite (side 0 home, 1 away): the combinations players
 * build most, each priced by the model like any other builder.
 */
function templates(style: string, favourite: 0 | 1): TemplateLeg[][] {
  const underdog = favourite === 0 ? 1 : 0;
  if (style === 'goals')
    return [
      [
        { marketTypeId: MARKET_TYPE.matchResult, ordinal: favourite === 0 ? 1 : 3 },
        { marketTypeId: MARKET_TYPE.totalGoals, ordinal: 1, spread: 1.5 },
      ],
      [
        { marketTypeId: MARKET_TYPE.matchResult, ordinal: favourite === 0 ? 1 : 3 },
        { marketTypeId: MARKET_TYPE.bothTeamsToScore, ordinal: 1 },
        { marketTypeId: MARKET_TYPE.totalGoals, ordinal: 1, spread: 2.5 },
      ],
      [
        { marketTypeId: MARKET_TYPE.matchResult, ordinal: favourite === 0 ? 1 : 3 },
        { marketTypeId: MARKET_TYPE.playerToScore, ordinal: 1, instance: favourite * KEY_PLAYERS + 1 },
      ],
    ];
  if (style === 'sets')
    return [
      [
        { marketTypeId: MARKET_TYPE.matchWinner, ordinal: favourite + 1 },
        { marketTypeId: MARKET_TYPE.setWinner, ordinal: favourite + 1, instance: 1 },
      ],
      [
        { marketTypeId: MARKET_TYPE.matchWinner, ordinal: favourite + 1 },
        { marketTypeId: MARKET_TYPE.setWinner, ordinal: underdog + 1, instance: 1 },
      ],
    ];
  return [
    [
      { marketTypeId: MARKET_TYPE.matchWinner, ordinal: favourite + 1 },
      { marketTypeId: MARKET_TYPE.totalPoints, ordinal: 1 },
    ],
    [
      { marketTypeId: MARKET_TYPE.matchWinner, ordinal: favourite + 1 },
      { marketTypeId: MARKET_TYPE.handicap, ordinal: favourite + 1 },
    ],
  ];
}

/** The event's ready-made builders that the model prices now (the others are left out). */
export async function readyBuilders(db: Pick<Database, 'query'>, eventId: number): Promise<BetBuilderQuote[]> {
  const outcomes = await db.query<OfferedOutcome>(
    `SELECT o.id, m.market_type_id, m.period_type, m.spread, m.instance, o.ordinal_position, o.price, e.sim_state->>'style' AS style
     FROM events e JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id
     WHERE e.id = $1 AND e.state <> 'finished' AND m.status = 'open' AND NOT m.resulted AND NOT o.hidden AND m.market_type_id <> $2`,
    [eventId, BET_BUILDER_MARKET_TYPE_ID],
  );
  const style = outcomes[0]?.style;
  if (!style) return [];
  const fullTime = (o: OfferedOutcome) =>
    o.period_type === PERIOD_TYPE.fullTimePrematch || o.period_type === PERIOD_TYPE.fullTimeLive;
  const winner = outcomes.filter(
    (o) => fullTime(o) && (o.market_type_id === MARKET_TYPE.matchWinner || o.market_type_id === MARKET_TYPE.matchResult),
  );
  const home = winner.find((o) => o.ordinal_position === 1);
  const away = winner.find((o) => o.ordinal_position === (winner.length === 3 ? 3 : 2));
  if (!home || !away) return [];
  const favourite = home.price <= away.price ? 0 : 1;
  const quotes: BetBuilderQuote[] = [];
  for (const picks of templates(style, favourite)) {
    const ids = picks.map(
      (pick) =>
        outcomes.find(
          (o) =>
            o.market_type_id === pick.marketTypeId &&
            o.ordinal_position === pick.ordinal &&
            (pick.spread === undefined || o.spread === pick.spread) &&
            (pick.instance === undefined || o.instance === pick.instance) &&
            (pick.marketTypeId === MARKET_TYPE.setWinner || fullTime(o)),
        )?.id,
    );
    if (ids.some((id) => id === undefined)) continue;
    try {
      quotes.push(quoteAnswer(await quoteBuilder(db, ids.map(Number))));
    } catch (error) {
      if (!(error instanceof BuilderRefusal)) throw error;
    }
  }
  return quotes;
}
