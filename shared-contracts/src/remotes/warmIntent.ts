import type { RemoteName } from './remoteNames';

/**
 * Marks a control that opens another remote (Login opens the account dialog, My bets the my bets modal):
 * the shell starts loading that remote when a pointer or the focus reaches the control, before the tap.
 */
export const warmIntent = (remote: RemoteName) => ({ 'data-warm': remote });

/** The remote a warm-marked element (or its nearest marked ancestor) opens, if any. */
export function warmedRemote(target: EventTarget | null): string | undefined {
  return (target as Element | null)?.closest?.('[data-warm]')?.getAttribute('data-warm') ?? undefined;
}
