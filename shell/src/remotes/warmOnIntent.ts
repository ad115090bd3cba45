import { isRemoteName, warmedRemote, type RemoteName } from '@sportsbook/contracts';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Warms the remote a control opens as soon as the player shows intent (a pointer over it, the focus on it,
 * a finger down), once per remote: by the tap, its code is on the way or there.
 */
export function warmOnIntent(root: Pick<Document, 'addEventListener'>, warm: (remote: RemoteName) => void): void {
  const warmed = new Set<string>();
  const onIntent = (event: Event) => {
    const remote = warmedRemote(event.target);
    if (!remote || warmed.has(remote) || !isRemoteName(remote)) return;
    warmed.add(remote);
    warm(remote);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
}
