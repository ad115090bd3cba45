import { startTransition, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShellContext, type LiveChangeOf, type MatchPlay, type PlayPicture } from '@sportsbook/contracts';
import { liveState, useLivePollInterval, useStreamOpen } from '../live';
import { EMPTY_TRACKER, mergePlay, type TrackerView } from './playTimeline';

/** The platform's answer: a match before its first play has no picture yet. */
type PlayAnswer = Omit<MatchPlay, 'play'> & { play: PlayPicture | null };

/**
 * The tracker of a live event: the platform's answer for a page opened mid-match, then every play the push
 * stream brings (each taken, not only the newest, as each carries its own moments), the answer read again as
 * the stream opens. Pushed plays are drawn as a transition, as the scoreboard's pushed scores are, so a goal reaches both in the same render. While
 * the stream is not open, the answer is fetched again at the poll-changes rate, as the scoreboard's event is.
 */
export function useMatchPlay(eventId: number): TrackerView {
  const { api } = useShellContext();
  // Plays come only with the stream: while it is not open, the answer is what moves the tracker.
  const streamOpen = useStreamOpen();
  const pollInterval = useLivePollInterval();
  const answer = useQuery({
    queryKey: ['match-play', eventId],
    staleTime: Infinity,
    refetchInterval: streamOpen ? false : pollInterval,
    queryFn: async ({ signal }) => (await api.get<PlayAnswer>(`/xapi/live/events/${eventId}/play`, { signal })).data,
  });
  // A stream's first connection resumes from nothing: what was pushed between the answer (read on the server for
  // a page drawn there, or kept from an earlier visit) and the stream's opening reaches this page only in a new
  // answer, so it is read again each time the stream opens. Without it a goal in that gap never showed.
  const { refetch } = answer;
  useEffect(() => {
    if (streamOpen) void refetch();
  }, [streamOpen, refetch]);
  const [pushed, setPushed] = useState<TrackerView>(EMPTY_TRACKER);
  useEffect(() => {
    let seen: LiveChangeOf<'play'> | undefined;
    const follow = () => {
      const play = liveState.getState().plays[eventId];
      if (!play || play === seen) return;
      seen = play;
      startTransition(() => setPushed((view) => mergePlay(view, play)));
    };
    // The newest play pushed before the tracker was drawn is taken too.
    follow();
    return liveState.subscribe(follow);
  }, [eventId]);
  return useMemo(() => (answer.data ? mergePlay(pushed, answer.data) : pushed), [pushed, answer.data]);
}
