import type { LiveChange, LiveChangeOf } from '@sportsbook/contracts';
import type { EventFields } from './engine/engine';
import type { trackPlay } from './play/matchPlay';
import type { LiveEvent } from './liveEvent';

/** Clock, score, the tracker's play, open-market count and cricket outcomes, each published only when it changed. */
export function describeChanges(
  event: LiveEvent,
  fields: EventFields,
  changes: LiveChange[],
  play: ReturnType<typeof trackPlay>,
): void {
  const previous = event.published;
  const count = event.book.openCount(true);
  if (fields.clock && JSON.stringify(fields.clock) !== JSON.stringify(previous?.fields.clock))
    changes.push({ t: 'clock', eid: event.id, clock: fields.clock });
  if (
    JSON.stringify(fields.scores) !== JSON.stringify(previous?.fields.scores) ||
    fields.currentPeriod !== previous?.fields.currentPeriod
  ) {
    // Per-period scores go out as the entries that changed; subscribers merge them by opponent, period
    // key and instance (spec 2 section 4), so a long match does not resend every period on each point.
    const before = new Set((previous?.fields.scores.scoresPerPeriod ?? []).map((entry) => JSON.stringify(entry)));
    const scoresPerPeriod = fields.scores.scoresPerPeriod?.filter((entry) => !before.has(JSON.stringify(entry)));
    const scores = withOpponents({ ...fields.scores, scoresPerPeriod }, event.opponents);
    changes.push({
      t: 'score',
      eid: event.id,
      scores,
      currentPeriod: fields.currentPeriod,
      currentPeriodAbbreviation: fields.currentPeriodAbbreviation,
      currentPeriodNumber: fields.currentPeriodNumber,
    });
  }
  // Right behind the score it agrees with, so a client draws both from the same message.
  if (play) changes.push({ t: 'play', eid: event.id, ...play });
  if (count !== previous?.count) changes.push({ t: 'count', eid: event.id, liveOpenMarketCount: count });
  if (fields.cricketOutcomes && JSON.stringify(fields.cricketOutcomes) !== JSON.stringify(previous?.fields.cricketOutcomes)) {
    changes.push({ t: 'cricket', eid: event.id, cricketOutcomes: fields.cricketOutcomes });
  }
  event.published = { fields, count };
}

/** Engines speak of sides 0 and 1; the spec's scores name the opponent ids. */
export function withOpponents(
  scores: EventFields['scores'],
  opponents: [number | null, number | null],
): LiveChangeOf<'score'>['scores'] {
  return JSON.parse(JSON.stringify(scores), (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'opponentIndex' in value) {
      const { opponentIndex, ...rest } = value as { opponentIndex: 0 | 1 };
      return { opponentId: opponents[opponentIndex], ...rest };
    }
    return value;
  });
}
