import type { Database } from '../db/database';

/** Ids for new events, markets and outcomes, taken from the database sequence in blocks. */
export class IdPool {
  private ids: number[] = [];

  constructor(private readonly db: Database) {}

  /** Makes sure at least `count` ids are at hand; call before a step that creates rows. */
  async reserve(count: number): Promise<void> {
    if (this.ids.length >= count) return;
    const rows = await this.db.query<{ id: string }>(`SELECT nextval('catalogue_ids') AS id FROM generate_series(1, $1)`, [
      Math.max(count, 500),
    ]);
    this.ids.push(...rows.map((row) => Number(row.id)));
  }

  next = (): number => {
    const id = this.ids.shift();
    if (id === undefined) throw new Error('the id pool ran dry: reserve() first');
    return id;
  };
}
