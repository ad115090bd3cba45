import { createRoot, type Root } from 'react-dom/client';
import { RemoteFallback, type RemoteName } from '@sportsbook/contracts';

/**
 * Fallbacks the shell renders into a region when its remote could not load or mount. Each lives in a
 * host element of its own inside the slot, and is removed before the remote mounts there again. Markup the
 * shell's server drew for the remote goes: without its code it would show prices no tap can take.
 */
export function createFallbacks(slotOf: (remote: RemoteName) => HTMLElement) {
  const shown = new Map<RemoteName, { root: Root; host: HTMLElement }>();

  return {
    show(remote: RemoteName, onRetry: () => void, message?: string) {
      const existing = shown.get(remote);
      const host = existing?.host ?? document.createElement('div');
      const root = existing?.root ?? createRoot(host);
      if (!existing) {
        slotOf(remote).querySelector(':scope > [data-mfe-server]')?.remove();
        slotOf(remote).append(host);
        shown.set(remote, { root, host });
      }
      root.render(<RemoteFallback remote={remote} onRetry={onRetry} message={message} />);
    },
    clear(remote: RemoteName) {
      const existing = shown.get(remote);
      if (!existing) return;
      existing.root.unmount();
      existing.host.remove();
      shown.delete(remote);
    },
    isShown: (remote: RemoteName) => shown.has(remote),
  };
}
