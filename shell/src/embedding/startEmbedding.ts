import type { EventBus } from '@sportsbook/contracts';
import type { ParentMessage } from '@sportsbook/domain';

/**
 * In a frame, the messaging with the embedding parent (spec 1 section 7.3), whose code a framed page alone
 * loads. Messages for the parent asked for while it loads are sent once it is up, after its ready, in order.
 */
export function startEmbedding(
  bus: EventBus,
  allowedOrigins: readonly string[],
  report: (message: string) => void,
  content: HTMLElement,
): void {
  const held: ParentMessage[] = [];
  const stopHolding = bus.on('parent/post', (message) => held.push(message));
  import('./parentBridge').then(
    ({ startParentBridge }) => {
      stopHolding();
      startParentBridge(bus, allowedOrigins, report, content);
      for (const message of held.splice(0)) bus.emit('parent/post', message);
    },
    (error: unknown) => report(`the embedding bridge did not load: ${String(error)}`),
  );
}
