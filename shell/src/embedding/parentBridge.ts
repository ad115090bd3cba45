import type { EventBus } from '@sportsbook/contracts';
import type { ParentMessage } from '@sportsbook/domain';

const USER_ACTIVITY_THROTTLE_MS = 10_000;

/**
 * Messaging with an embedding parent (spec 1 section 7.3). Inbound messages count only from an allowed
 * origin and with a valid shape; outbound ones go to the allowed origins only, never to '*'.
 */
export function startParentBridge(
  bus: EventBus,
  allowedOrigins: readonly string[],
  onInvalid: (why: string) => void,
  /** The page's own content, whose height the parent is told (not the frame's, which the parent sets). */
  content: HTMLElement = document.body,
) {
  const post = (message: ParentMessage) => {
    if (window.parent === window) return;
    for (const origin of allowedOrigins) window.parent.postMessage(message, origin);
  };

  // The parser is loaded by a framed page alone; messages that come meanwhile wait for it, in order.
  const parser = import(/* webpackExports: ["isAllowedParentOrigin", "parseParentMessage"] */ '@sportsbook/domain');
  let stopped = false;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || window.parent === window) return;
    void parser.then(({ isAllowedParentOrigin, parseParentMessage }) => {
      if (stopped || !isAllowedParentOrigin(event.origin, allowedOrigins)) return;
      const parsed = parseParentMessage(event.data);
      if (!parsed.ok) {
        onInvalid(`message from ${event.origin} refused: ${parsed.error}`);
        return;
      }
      bus.emit('parent/message', parsed.message);
    });
  };
  window.addEventListener('message', onMessage);

  let lastActivity = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - lastActivity < USER_ACTIVITY_THROTTLE_MS) return;
    lastActivity = now;
    post({ type: 'useractivity', timestamp: now });
  };
  window.addEventListener('pointerdown', onActivity);
  window.addEventListener('keydown', onActivity);

  // The content's own height, so a parent that sizes the frame from it sees it shrink as well as grow
  // (the frame's scroll height never falls below the frame); told only when it changes.
  let lastHeight = -1;
  const resize = new ResizeObserver(() => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: 'size', height });
  });
  resize.observe(content);
  const stopPost = bus.on('parent/post', post);
  post({ type: 'ready' });

  return () => {
    stopped = true;
    window.removeEventListener('message', onMessage);
    window.removeEventListener('pointerdown', onActivity);
    window.removeEventListener('keydown', onActivity);
    resize.disconnect();
    stopPost();
  };
}
