import { createEventBus } from './eventBus';

describe('event bus', () => {
  it('delivers a payload to every listener of that name only', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('navigation/go', ({ path }) => seen.push(`a:${path}`));
    bus.on('navigation/go', ({ path }) => seen.push(`b:${path}`));
    bus.on('menu/toggle', () => seen.push('menu'));
    bus.emit('navigation/go', { path: '/en/live/sport' });
    expect(seen).toEqual(['a:/en/live/sport', 'b:/en/live/sport']);
  });

  it('keeps calling the other listeners when one throws, and reports the throw', () => {
    const errors: string[] = [];
    const bus = createEventBus((name, error) => errors.push(`${name}: ${(error as Error).message}`));
    const received: number[] = [];
    bus.on('wallet/updated', () => {
      throw new Error('broken remote');
    });
    bus.on('wallet/updated', ({ wallet }) => received.push(wallet.balance));
    bus.emit('wallet/updated', {
      wallet: { balance: 12.5, name: 'sportsbook', promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 12.5 },
    });
    expect(received).toEqual([12.5]);
    expect(errors).toEqual(['wallet/updated: broken remote']);
  });

  it('stops delivering after unsubscribe, also when a listener unsubscribes itself mid-emit', () => {
    const bus = createEventBus();
    const calls: string[] = [];
    const off = bus.on('mybets/open', () => {
      calls.push('first');
      off();
    });
    bus.on('mybets/open', () => calls.push('second'));
    bus.emit('mybets/open');
    bus.emit('mybets/open');
    expect(calls).toEqual(['first', 'second', 'second']);
  });
});
