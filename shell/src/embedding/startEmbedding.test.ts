import { waitFor } from '@testing-library/react';
import { createEventBus } from '@sportsbook/contracts';
import { startEmbedding } from './startEmbedding';

describe('embedding', () => {
  let restore: PropertyDescriptor | undefined;
  beforeAll(() => {
    (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      disconnect() {}
    };
    restore = Object.getOwnPropertyDescriptor(window, 'parent');
  });
  afterAll(() => {
    if (restore) Object.defineProperty(window, 'parent', restore);
  });

  it('sends the messages asked for while its code loads once it is up, after ready, in order', async () => {
    const posted: unknown[] = [];
    Object.defineProperty(window, 'parent', {
      value: { postMessage: (message: unknown) => posted.push(message) },
      configurable: true,
    });
    const bus = createEventBus();
    startEmbedding(bus, ['https://partner.example'], () => undefined, document.body);
    bus.emit('parent/post', { type: 'logout' });
    bus.emit('parent/post', { type: 'balanceupdate', balance: 12 });
    expect(posted).toEqual([]);
    await waitFor(() => expect(posted).toEqual([{ type: 'ready' }, { type: 'logout' }, { type: 'balanceupdate', balance: 12 }]));
    bus.emit('parent/post', { type: 'balanceupdate', balance: 13 });
    expect(posted).toHaveLength(4);
  });
});
