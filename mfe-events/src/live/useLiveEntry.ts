import { startTransition, useEffect, useState } from 'react';
import { liveState, type LiveState } from './liveChanges';

type Table = keyof LiveState;

/**
 * One entry of the pushed live state (an outcome's price, a market's status, an event's patch), re-rendered
 * as a transition: a busy live list takes hundreds of changes a second in one batch, and React draws them in
 * short slices a tap can cut into, not in one task a batch. A button may show its price a slice after its
 * neighbour; each is right within a frame or two.
 */
export function useLiveEntry<T extends Table>(table: T, id: number): LiveState[T][number] | undefined {
  const read = () => liveState.getState()[table][id] as LiveState[T][number] | undefined;
  const [seen, setSeen] = useState(() => ({ table, id, entry: read() }));
  useEffect(() => {
    // A push replaces only the entries it changes: the others keep their identity, and a button whose entry a
    // push left alone schedules nothing (a list has three entries a button, hundreds a push to compare).
    let followed: { entry: LiveState[T][number] | undefined } | undefined;
    const follow = () => {
      const entry = liveState.getState()[table][id] as LiveState[T][number] | undefined;
      if (followed && followed.entry === entry) return;
      followed = { entry };
      startTransition(() =>
        setSeen((last) => (last.table === table && last.id === id && last.entry === entry ? last : { table, id, entry })),
      );
    };
    // A change between the render and this subscription is taken too.
    follow();
    return liveState.subscribe(follow);
  }, [table, id]);
  return seen.table === table && seen.id === id ? seen.entry : read();
}
