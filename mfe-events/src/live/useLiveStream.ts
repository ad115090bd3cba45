import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { LIST_POLL_MS } from '../data';
import { EMPTY_LIVE_STATE, liveState } from './liveChanges';
import { LiveStreamClient, streamStatus } from './liveStreamClient';

/** The query caches of the views on the stream (one per mounted root), each counted once however many rows watch. */
const followers = new Map<QueryClient, number>();

/** The stream could not be resumed: what it pushed is forgotten, and the views' data is fetched again at once. */
function resync() {
  liveState.setState(EMPTY_LIVE_STATE);
  for (const queryClient of followers.keys()) void queryClient.invalidateQueries();
}

/** One stream client for the remote; none where the browser has no EventSource (then polling carries all). */
let client: LiveStreamClient | null | undefined;
const streamClient = (languageTag: () => string | undefined) =>
  client === undefined
    ? (client = typeof EventSource === 'undefined' ? null : new LiveStreamClient({ onResync: resync, languageTag }))
    : client;

/** Follows the pushed changes of these events while the component is on screen. */
export function useWatchLive(eventIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const { stores, locale } = useShellContext();
  const key = eventIds.join(',');
  useEffect(() => {
    followers.set(queryClient, (followers.get(queryClient) ?? 0) + 1);
    return () => {
      const left = (followers.get(queryClient) ?? 1) - 1;
      if (left > 0) followers.set(queryClient, left);
      else followers.delete(queryClient);
    };
  }, [queryClient]);
  useEffect(() => {
    if (!key) return undefined;
    // The page's language as the API client sends it: the stream's names follow a change of language on its next connect.
    const languageTag = () =>
      stores.globalSettings.getState().languages.find((language) => language.locale === locale())?.external_locale;
    return streamClient(languageTag)?.watch(key.split(',').map(Number));
  }, [key, stores, locale]);
}

/** Whether the push stream is open: while it is not, live views fetch what it would have brought. */
export const useStreamOpen = () => useStore(streamStatus, (s) => s.status === 'open');

/** Live views poll every 15 s while the stream is up, and at the faster poll-changes rate while it is down. */
export function useLivePollInterval(): number {
  const open = useStreamOpen();
  const fallback = useShellStore('globalSettings', (s) => s.settings.poll_changes_refresh);
  return open ? LIST_POLL_MS : fallback;
}
