import type { Database } from '../db/database';
import type { LiveChange } from '@sportsbook/contracts';
import type { MarketSpec } from './engine/types';

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
