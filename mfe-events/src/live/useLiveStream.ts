import { useEffect } from 'react';
import { livePrices, applyChanges, type StreamChange } from './livePrices';

/**
 * Follows the platform's live stream for the whole remote. EventSource reconnects by itself (the server
 * asks for 3 s); while the stream is down, the 15 s polling of the lists keeps prices current.
 */
export function useLiveStream(): void {
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/xapi/live/stream');
    source.addEventListener('changes', (event) => {
      try {
        const changes = JSON.parse((event as MessageEvent<string>).data) as StreamChange[];
        livePrices.setState((state) => applyChanges(state, changes));
      } catch {
        // A malformed message is dropped; the next poll brings the truth.
      }
    });
    return () => source.close();
  }, []);
}
