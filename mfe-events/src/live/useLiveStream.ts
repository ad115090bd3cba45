import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useShellStore } from '@sportsbook/contracts';
import { LIST_POLL_MS } from '../data/useEvents';
import { LiveStreamClient, streamStatus } from './liveStreamClient';

/** One stream client for the remote; none where the browser has no EventSource (then polling carries all). */
let client: LiveStreamClient | null | undefined;
const streamClient = () =>
  client === undefined ? (client = typeof EventSource === 'undefined' ? null : new LiveStreamClient()) : client;

/** Follows the pushed changes of these events while the component is on screen. */
export function useWatchLive(eventIds: readonly number[]): void {
  const key = eventIds.join(',');
  useEffect(() => (key ? streamClient()?.watch(key.split(',').map(Number)) : undefined), [key]);
}

/** Live views poll every 15 s while the stream is up, and at the faster poll-changes rate while it is down. */
export function useLivePollInterval(): number {
  const open = useStore(streamStatus, (s) => s.status === 'open');
  const fallback = useShellStore('globalSettings', (s) => s.settings.poll_changes_refresh);
  return open ? LIST_POLL_MS : fallback;
}
