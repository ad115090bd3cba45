import type { Database } from '../db/database';
import type { BrandRow } from '../http/brand';
import { HttpError } from '../http/errors';
import { STREAM_RULES } from './streamRules';

/** A stream id is "s" and its event's id: the stream needs no table of its own. */
export const streamIdOf = (eventId: number | string) => `s${eventId}`;
const eventIdOf = (streamId: string) => Number(streamId.slice(1));

/** The streams of streaming events not yet over, at most 200, optionally only those of the given events. */
export async function listedStreams(db: Database, eventIds: number[] | null) {
  const rows = await db.query<{ id: string; sport_code: string }>(
    `SELECT id, sport_code FROM events WHERE live_streaming AND state IN ('prematch', 'live') AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[])) ORDER BY event_date LIMIT 200`,
    [eventIds],
  );
  return rows
    .filter((row) => STREAM_RULES[row.sport_code])
    .map((row) => ({
      stream_id: streamIdOf(row.id),
      eventId: Number(row.id),
      betradar_id: `sr:match:${row.id}`,
      ...STREAM_RULES[row.sport_code],
    }));
}

/** The esports schedule: the next 50 esports events, the betradar widget's list. */
export async function esportsSchedule(db: Database) {
  const rows = await db.query<{ id: string; name: string; event_date: Date }>(
    `SELECT id, name, event_date FROM events WHERE sport_code IN ('CSGO', 'LOLS', 'DOTA') AND state IN ('prematch', 'live') ORDER BY event_date LIMIT 50`,
  );
  return rows.map((row) => ({
    stream_id: streamIdOf(row.id),
    eventId: Number(row.id),
    name: row.name,
    start: new Date(row.event_date).toISOString(),
  }));
}

/** A stream's rules and when it went on air; with onAir, only while its event is live (404 otherwise). */
export async function streamOf(db: Database, id: string, { onAir }: { onAir: boolean }) {
  const [row] = await db.query<{ sport_code: string; state: string; event_date: Date }>(
    'SELECT sport_code, state, event_date FROM events WHERE id = $1 AND live_streaming',
    [eventIdOf(id)],
  );
  const rules = row && STREAM_RULES[row.sport_code];
  if (!rules) throw new HttpError(404, `no stream ${id}`);
  if (onAir && row.state !== 'live') throw new HttpError(404, `stream ${id} is not on air`);
  return { rules, onAirSince: new Date(row.event_date).getTime() };
}

/** The media has no brand parameter: the player's own brand says which IPs may watch from anywhere. */
export async function brandOfPlayer(db: Database, brandId: string): Promise<BrandRow> {
  const [brand] = await db.query<BrandRow>(
    'SELECT id, name, settings_web, settings_mobile, tabs, content FROM brands WHERE id = $1',
    [brandId],
  );
  return brand;
}
