import { BET_BUILDER_MARKET_TYPE_ID, priceFromProbability } from '@sportsbook/domain';
import { repriceNow } from './priceMoves';
import { bookPrices } from './pricing/bookPrices';
import type { Database } from '../db/database';
import type { MarketSpec } from './engine/types';
import type { PendingWrites } from './pendingWrites';

/** The bookmaker's margin on the simulated feed. */
export const FEED_MARGIN = 0.05;

interface BookOutcome {
  id: number;
  price: number;
}

interface BookMarket {
  id: number;
  marketTypeId: number;
  periodType: number;
  status: string;
  resulted: boolean;
  outcomes: BookOutcome[];
  /** Real seconds its prices have stood unchanged (in play, see priceMoves.ts). */
  quietFor?: number;
}

export const marketKey = (m: { marketTypeId: number; periodType: number; spread?: number | null; instance?: number | null }) =>
  `${m.marketTypeId}|${m.periodType}|${m.spread ?? ''}|${m.instance ?? ''}`;

/**
 * The markets of one event as the trader holds them: it turns an engine's fair probabilities into
 * priced, suspended, opened, closed and resulted markets, and says what changed.
 */
export class MarketBook {
  readonly markets = new Map<string, BookMarket>();

  constructor(
    readonly eventId: number,
    readonly feedId: string,
    readonly opponentIds: [number | null, number | null],
  ) {}

  static async load(
    db: Database,
    eventId: number,
    feedId: string,
    opponentIds: [number | null, number | null],
  ): Promise<MarketBook> {
    return (await MarketBook.loadAll(db, [{ eventId, feedId, opponentIds }])).get(eventId)!;
  }

  /**
   * The books of many events in one query: a process taking over the simulator loads every live event's book
   * before its clocks can move again.
   */
  static async loadAll(
    db: Database,
    events: { eventId: number; feedId: string; opponentIds: [number | null, number | null] }[],
  ): Promise<Map<number, MarketBook>> {
    const books = new Map(events.map((e) => [e.eventId, new MarketBook(e.eventId, e.feedId, e.opponentIds)]));
    if (!events.length) return books;
    const rows = await db.query<{
      event_id: string;
      id: string;
      market_type_id: number;
      period_type: number;
      spread: number | null;
      instance: number | null;
      status: string;
      resulted: boolean;
      outcome_id: string;
      price: number;
    }>(
      `SELECT m.event_id, m.id, m.market_type_id, m.period_type, m.spread, m.instance, m.status, m.resulted, o.id AS outcome_id, o.price
       FROM markets m JOIN outcomes o ON o.market_id = m.id WHERE m.event_id = ANY($1::bigint[]) AND m.market_type_id <> $2
       ORDER BY m.id, o.ordinal_position`,
      // Bet builders are the bet engine's, priced from their legs: the trader's book never holds them.
      [events.map((e) => e.eventId), BET_BUILDER_MARKET_TYPE_ID],
    );
    for (const row of rows) {
      const book = books.get(Number(row.event_id))!;
      const key = marketKey({
        marketTypeId: row.market_type_id,
        periodType: row.period_type,
        spread: row.spread,
        instance: row.instance,
      });
      const market = book.markets.get(key) ?? {
        id: Number(row.id),
        marketTypeId: row.market_type_id,
        periodType: row.period_type,
        status: row.status,
        resulted: row.resulted,
        outcomes: [],
      };
      market.outcomes.push({ id: Number(row.outcome_id), price: row.price });
      book.markets.set(key, market);
    }
    return books;
  }

  /** Open markets in play, for the live open-market count. */
  openCount(live: boolean): number {
    let count = 0;
    for (const market of this.markets.values()) if (market.status === 'open' && market.periodType >= 200 === live) count++;
    return count;
  }

  reconcile(
    specs: MarketSpec[],
    options: {
      suspended: boolean;
      live: boolean;
      newId: () => number;
      writes: PendingWrites;
      /** In play: whether the match had an event this tick that moves prices, and the real seconds it played (priceMoves.ts). */
      eventful?: boolean;
      elapsed?: number;
    },
  ): void {
    const { writes, suspended, live, eventful = true, elapsed = 0 } = options;
    specs.forEach((spec, ordinal) => {
      const key = marketKey(spec);
      const book = bookPrices(
        spec.outcomes.map((o) => o.probability),
        FEED_MARGIN,
      );
      // A market the book cannot price is suspended on its last prices; a new one still needs some to exist.
      const prices = book ?? spec.outcomes.map((o) => priceFromProbability(o.probability, FEED_MARGIN));
      const unpriced = book === null;
      let market = this.markets.get(key);
      if (!market) {
        const status = suspended || unpriced ? 'suspended' : (spec.status ?? 'open');
        market = {
          id: options.newId(),
          marketTypeId: spec.marketTypeId,
          periodType: spec.periodType,
          status,
          resulted: false,
          outcomes: [],
        };
        writes.newMarkets.push({
          id: market.id,
          eventId: this.eventId,
          spec,
          status,
          feedId: this.feedId,
          inRunning: live,
          ordinal,
        });
        spec.outcomes.forEach((outcome, i) => {
          const id = options.newId();
          market!.outcomes.push({ id, price: prices[i] });
          writes.newOutcomes.push({
            id,
            marketId: market!.id,
            description: outcome.description,
            ordinal: i + 1,
            opponentId: outcome.opponent === undefined ? null : this.opponentIds[outcome.opponent],
            price: prices[i],
          });
        });
        this.markets.set(key, market);
      }
      if (market.resulted) return;
      if (spec.winners !== undefined) {
        this.result(market, spec.winners, writes);
        return;
      }
      const status = suspended || unpriced ? 'suspended' : (spec.status ?? 'open');
      const statusChanged = status !== market.status;
      if (statusChanged) {
        this.setStatus(market, status, writes);
      }
      if (unpriced) return;
      const quietFor = (market.quietFor ?? 0) + elapsed;
      const shown = market.outcomes.map((outcome) => outcome.price);
      if (live && !repriceNow(shown, prices, { eventful, statusChanged, quietFor })) {
        market.quietFor = quietFor;
        return;
      }
      market.quietFor = 0;
      market.outcomes.forEach((outcome, i) => {
        const price = prices[i];
        if (price === undefined || price === outcome.price) return;
        writes.prices.push({ id: outcome.id, price });
        writes.changes.push({
          t: 'price',
          eid: this.eventId,
          mid: market!.id,
          oid: outcome.id,
          mtid: market!.marketTypeId,
          ptid: market!.periodType,
          s: status,
          h: false,
          clp: { pp: { d: outcome.price }, cp: { d: price } },
        });
        outcome.price = price;
      });
    });
  }

  /** Long-term suspends every market of one kind (pre-match ones at kick-off). */
  suspendLongTerm(predicate: (market: BookMarket) => boolean, writes: PendingWrites): void {
    for (const market of this.markets.values()) {
      if (market.resulted || market.status === 'lts' || !predicate(market)) continue;
      this.setStatus(market, 'lts', writes);
    }
  }

  /** Voids whatever is left open when an event ends without the engine deciding it. */
  voidUnresulted(writes: PendingWrites): void {
    for (const market of this.markets.values()) if (!market.resulted) this.result(market, [], writes);
  }

  private result(market: BookMarket, winners: number[], writes: PendingWrites): void {
    market.resulted = true;
    market.status = 'closed';
    writes.resultedMarkets.push(market.id);
    market.outcomes.forEach((outcome, i) =>
      writes.results.push({ id: outcome.id, result: winners.length === 0 ? 'void' : winners.includes(i + 1) ? 'won' : 'lost' }),
    );
    this.announceStatus(market, writes);
  }

  /** A market's new status, stored and pushed to the live feed. */
  private setStatus(market: BookMarket, status: string, writes: PendingWrites): void {
    market.status = status;
    writes.statuses.push({ id: market.id, status });
    this.announceStatus(market, writes);
  }

  /** Tells the live feed a market's status as the book now holds it. */
  private announceStatus(market: BookMarket, writes: PendingWrites): void {
    writes.changes.push({
      t: 'market',
      eid: this.eventId,
      mid: market.id,
      mtid: market.marketTypeId,
      ptid: market.periodType,
      s: market.status,
    });
  }
}
