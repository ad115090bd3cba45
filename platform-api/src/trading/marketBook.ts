import { BET_BUILDER_MARKET_TYPE_ID, priceFromProbability } from '@sportsbook/domain';
import { repriceNow } from './priceMoves';
import { bookPrices } from './pricing/bookPrices';
import type { Database } from '../db/database';
import type { LiveChange } from '@sportsbook/contracts';
import type { MarketSpec } from './engine/types';

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

/** The writes of one tick, applied together. */
export class PendingWrites {
  newMarkets: {
    id: number;
    eventId: number;
    spec: MarketSpec;
    status: string;
    feedId: string;
    inRunning: boolean;
    ordinal: number;
  }[] = [];
  newOutcomes: {
    id: number;
    marketId: number;
    description: string;
    ordinal: number;
    opponentId: number | null;
    price: number;
  }[] = [];
  prices: { id: number; price: number }[] = [];
  statuses: { id: number; status: string }[] = [];
  results: { id: number; result: 'won' | 'lost' | 'void' }[] = [];
  resultedMarkets: number[] = [];
  changes: LiveChange[] = [];

  get empty() {
    return !this.newMarkets.length && !this.prices.length && !this.statuses.length && !this.results.length;
  }

  async apply(db: Database): Promise<void> {
    if (this.empty) return;
    await db.transaction((tx) => this.applyIn(tx));
  }

  /** The writes inside a transaction of the caller's (a tick writes its events' states in the same one). */
  async applyIn(tx: Pick<Database, 'query'>): Promise<void> {
    if (this.newMarkets.length) {
      const m = this.newMarkets;
      await tx.query(
        `INSERT INTO markets (id, event_id, market_type_id, description, status, period_type, period_description, in_running, instance, spread, ordinal, feed_id, player_name)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::text[], $5::text[], $6::int[], $7::text[], $8::bool[], $9::int[], $10::float8[], $11::int[], $12::text[], $13::text[])`,
        [
          m.map((x) => x.id),
          m.map((x) => x.eventId),
          m.map((x) => x.spec.marketTypeId),
          m.map((x) => x.spec.description),
          m.map((x) => x.status),
          m.map((x) => x.spec.periodType),
          m.map((x) => x.spec.periodDescription),
          m.map((x) => x.inRunning),
          m.map((x) => x.spec.instance ?? null),
          m.map((x) => x.spec.spread ?? null),
          m.map((x) => x.ordinal),
          m.map((x) => x.feedId),
          m.map((x) => x.spec.playerName ?? null),
        ],
      );
    }
    if (this.newOutcomes.length) {
      const o = this.newOutcomes;
      await tx.query(
        `INSERT INTO outcomes (id, market_id, description, ordinal_position, opponent_id, price)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::int[], $5::int[], $6::float8[])`,
        [
          o.map((x) => x.id),
          o.map((x) => x.marketId),
          o.map((x) => x.description),
          o.map((x) => x.ordinal),
          o.map((x) => x.opponentId),
          o.map((x) => x.price),
        ],
      );
    }
    if (this.prices.length) {
      await tx.query(
        `UPDATE outcomes AS o SET antepenultimate_price = o.previous_price, previous_price = o.price, price = v.price, price_changed_at = now()
         FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::float8[]) AS price) AS v WHERE o.id = v.id`,
        [this.prices.map((p) => p.id), this.prices.map((p) => p.price)],
      );
    }
    if (this.statuses.length) {
      await tx.query(
        `UPDATE markets AS m SET status = v.status FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::text[]) AS status) AS v WHERE m.id = v.id`,
        [this.statuses.map((s) => s.id), this.statuses.map((s) => s.status)],
      );
    }
    if (this.results.length) {
      await tx.query(
        `UPDATE outcomes AS o SET result = v.result FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::text[]) AS result) AS v WHERE o.id = v.id`,
        [this.results.map((r) => r.id), this.results.map((r) => r.result)],
      );
      await tx.query(`UPDATE markets SET resulted = true, status = 'closed' WHERE id = ANY($1::bigint[])`, [
        this.resultedMarkets,
      ]);
    }
  }
}

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
