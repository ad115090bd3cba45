import { isKnownSportCode, type EventPathNode } from '@sportsbook/contracts';
import type { Database } from '../db/database';

/** The esports codes: the sportGroups filter tells them from the regular sports. */
const ESPORTS = ['CSGO', 'LOLS', 'EFOT', 'EBSK'];

/** What the tree call may narrow or trim (the route's query, validated). */
export interface TreeQuery {
  periodType?: string;
  eventTypeFilter?: string;
  sportGroups?: string;
  sportCode?: string;
  lightWeightResponse?: boolean;
  includeMarketTypes?: boolean;
  includeUnpricedMarkets?: boolean;
}

/**
 * The tree: a sport with a missing or unknown code is skipped with a warning (spec 1 section 8). A
 * lightWeightResponse leaves out what the nesting already says (parentId, the sport code of countries and
 * leagues) and the market types.
 */
export async function buildTree(db: Database, q: TreeQuery, warn: (message: string) => void): Promise<EventPathNode[]> {
  const types = (q.eventTypeFilter ?? 'GAMEEVENT,RANKEVENT').split(',');
  const groups = (q.sportGroups ?? 'REGULAR,ESPORTS').split(',');
  const horizon = q.periodType === 'today' ? 1 : q.periodType === 'this_week' ? 7 : 3650;
  const rows = await db.query<{
    id: number;
    parent_id: number | null;
    kind: string;
    description: string;
    slug: string;
    sport_code: string;
    events: string;
    live: string;
    market_types: number[] | null;
  }>(
    `SELECT p.id, p.parent_id, p.kind, p.description, p.slug, p.sport_code,
                count(e.id) AS events, count(e.id) FILTER (WHERE e.state = 'live') AS live,
                ${q.includeMarketTypes ? 'array_agg(DISTINCT m.market_type_id) FILTER (WHERE m.id IS NOT NULL)' : 'NULL::int[]'} AS market_types
         FROM event_paths p
         LEFT JOIN events e ON e.league_id = p.id AND e.state IN ('prematch', 'live')
           AND e.event_date < now() + make_interval(days => $1)
           AND ((e.is_outright AND $2) OR (NOT e.is_outright AND $3))
           ${q.includeUnpricedMarkets ? '' : `AND EXISTS (SELECT 1 FROM markets pm WHERE pm.event_id = e.id AND pm.status = 'open')`}
         ${q.includeMarketTypes ? 'LEFT JOIN markets m ON m.event_id = e.id' : ''}
         WHERE p.kind IN ('sport', 'country', 'league') AND ($4::text IS NULL OR p.sport_code = $4)
         GROUP BY p.id ORDER BY p.ordinal, p.id`,
    [horizon, types.includes('RANKEVENT'), types.includes('GAMEEVENT'), q.sportCode ?? null],
  );
  const nodes = new Map<number, EventPathNode & { kind: string }>();
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  for (const row of rows) {
    if (row.kind === 'sport' && !isKnownSportCode(row.sport_code)) {
      warn(
        `sport ${row.id} (${row.description}) skipped: ${row.sport_code ? `unknown sport code ${row.sport_code}` : 'no sport code'}`,
      );
      continue;
    }
    const esport = ESPORTS.includes(row.sport_code);
    if ((esport && !groups.includes('ESPORTS')) || (!esport && !groups.includes('REGULAR'))) continue;
    nodes.set(row.id, {
      kind: row.kind,
      id: row.id,
      ...(q.lightWeightResponse ? {} : { parentId: row.parent_id }),
      description: row.description,
      slug: row.slug,
      ...(q.lightWeightResponse && row.kind !== 'sport' ? {} : { sportCode: row.sport_code }),
      eventCount: Number(row.events),
      liveEventCount: Number(row.live),
      ...(row.market_types && !q.lightWeightResponse ? { marketTypeIds: row.market_types } : {}),
      children: [],
    });
  }
  // Leagues hang under countries and countries under sports, each adding its counts to its parent.
  for (const kind of ['league', 'country']) {
    for (const node of nodes.values()) {
      if (node.kind !== kind) continue;
      const parent = nodes.get(parentOf.get(node.id)!);
      if (!parent) continue;
      parent.children.push(node);
      parent.eventCount += node.eventCount;
      parent.liveEventCount += node.liveEventCount;
    }
  }
  const prune = (list: EventPathNode[]): EventPathNode[] =>
    list
      .filter((n) => n.eventCount > 0)
      .map(({ kind: _kind, ...n }: EventPathNode & { kind?: string }) => ({ ...n, children: prune(n.children) }));
  const roots = [...nodes.values()].filter((node) => node.kind === 'sport');
  return prune(roots);
}
