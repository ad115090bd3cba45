import type { BusEventName, BusEvents, EventBus, RemoteName } from '@sportsbook/contracts';

/** The bus's commands named after a remote (`betslip/...`): only that remote carries them out. */
type CommandsOf<R extends RemoteName> = Extract<BusEventName, `${R}/${string}`>;

/**
 * The commands the shell holds for a remote that loads on demand. The type asks for every command named
 * after the remote, so a new one cannot be forgotten: it would be lost when sent before the remote mounts
 * (the first tap on a price on a phone, where the betslip is not loaded while the slip is empty).
 */
const HELD: { [R in 'betslip' | 'mybets']: Record<CommandsOf<R>, true> } = {
  betslip: { 'betslip/toggle-outcome': true, 'betslip/open': true },
  mybets: { 'mybets/open': true },
};

interface HoldDeps {
  bus: EventBus;
  /** Loads the remote (out of sight too) so that it mounts and takes what is held for it. */
  load(remote: RemoteName): void;
}

/**
 * A command for a remote that is not mounted is kept, the remote loaded, and the command sent again, in
 * the order it came, once the remote has mounted (its bus listeners are on): the player's first tap acts.
 * The shell is told when a remote has mounted and when it starts to unmount.
 */
export function holdCommands({ bus, load }: HoldDeps) {
  const mounted = new Set<RemoteName>();
  const held = new Map<RemoteName, (() => void)[]>();

  const hold = <K extends BusEventName>(remote: RemoteName, name: K) =>
    bus.on(name, (payload: BusEvents[K]) => {
      if (mounted.has(remote)) return;
      const queue = held.get(remote) ?? [];
      queue.push(() => (bus.emit as (name: K, payload: BusEvents[K]) => void)(name, payload));
      held.set(remote, queue);
      load(remote);
    });
  for (const [remote, commands] of Object.entries(HELD) as [RemoteName, Record<BusEventName, true>][])
    for (const name of Object.keys(commands) as BusEventName[]) hold(remote, name);

  return {
    mounted(remote: RemoteName): void {
      mounted.add(remote);
      const queue = held.get(remote) ?? [];
      held.delete(remote);
      for (const send of queue) send();
    },
    unmounting(remote: RemoteName): void {
      mounted.delete(remote);
    },
  };
}
