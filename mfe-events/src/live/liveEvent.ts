import { useContext, useMemo, createContext } from 'react';
import { scoresByMatch } from '@sportsbook/domain';
import type { SportEvent } from '@sportsbook/contracts';
import { fresh, type EventPatch } from './liveChanges';
import { useLiveEntry } from './useLiveEntry';
import { mergeScores } from './scoreMerge';
import { scoreboardVariant } from '../scoreboard';

/**
 * Puts what the stream said since the poll over the polled event: clock (finished at END_OF_EVENT), open-
 * market count, scores merged, period, cricket outcomes, markets taken out, and a feed alert suspending
 * every open market. The match score counts only where the scoreboard shows it: every board but the
 * generic one, and the sports whose big score it is (frames, maps: SNOO, CSGO, LOLS, DOTA).
 */
export function overlayEvent(event: SportEvent, patch: EventPatch): SportEvent {
  const withMatch = scoreboardVariant(event.sportCode) !== 'generic' || scoresByMatch(event.sportCode);
  const removed = patch.removedMarkets;
  let markets = removed ? event.markets?.filter((market) => !removed.includes(market.id)) : event.markets;
  if (patch.alert)
    markets = markets?.map((market) => (market.status === 'open' ? { ...market, status: 'suspended' as const } : market));
  return {
    ...event,
    clock: patch.clock ?? event.clock,
    isFinished: patch.finished || event.isFinished,
    liveOpenMarketCount: patch.liveOpenMarketCount ?? event.liveOpenMarketCount,
    scores: patch.scores ? mergeScores(event.scores, patch.scores, withMatch) : event.scores,
    currentPeriod: patch.period?.currentPeriod ?? event.currentPeriod,
    currentPeriodAbbreviation: patch.period?.currentPeriodAbbreviation ?? event.currentPeriodAbbreviation,
    currentPeriodNumber: patch.period?.currentPeriodNumber ?? event.currentPeriodNumber,
    cricketOutcomes: patch.cricketOutcomes ?? event.cricketOutcomes,
    markets,
  };
}

/** When the page's data was last polled: pushed values older than that are already in it. */
export const PolledAtContext = createContext<number | undefined>(undefined);

/** The event as it is now: the polled one with the fresh pushed changes over it. */
export function useLiveEvent(event: SportEvent): SportEvent {
  const polledAt = useContext(PolledAtContext);
  const patch = fresh(useLiveEntry('events', event.id), polledAt);
  return useMemo(() => (patch ? overlayEvent(event, patch) : event), [event, patch]);
}
