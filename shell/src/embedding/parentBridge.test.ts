import { createEventBus, type ParentMessage } from '@sportsbook/contracts';
import { startParentBridge } from './parentBridge';

/** jsdom has no parent frame; a stand-in records what the page posts to it. */
function withFakeParent() {
  const posted: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  return { parent, posted };
}

function fromParent(parent: unknown, origin: string, data: unknown) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: parent });
  window.dispatchEvent(event);
}

describe('parent bridge', () => {
  const allowed = ['https://partner.example'];
  let restore: PropertyDescriptor | undefined;
  beforeAll(() => {
    (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      disconnect() {}
    };
    restore = Object.getOwnPropertyDescriptor(window, 'parent');
  });
  afterEach(() => {
    if (restore) Object.defineProperty(window, 'parent', restore);
  });

  it('says ready to the allowed origin only, and forwards parent/post messages', () => {
    const { posted } = withFakeParent();
    const bus = createEventBus();
    const stop = startParentBridge(bus, allowed, () => undefined);
    bus.emit('parent/post', { type: 'balanceupdate', balance: 12 });
    stop();
    expect(posted).toEqual([
      { message: { type: 'ready' }, origin: 'https://partner.example' },
      { message: { type: 'balanceupdate', balance: 12 }, origin: 'https://partner.example' },
    ]);
  });

  it('passes valid messages from an allowed origin to the bus and ignores other origins', () => {
    const { parent } = withFakeParent();
    const bus = createEventBus();
    const received: ParentMessage[] = [];
    bus.on('parent/message', (message) => received.push(message));
    const invalid: string[] = [];
    const stop = startParentBridge(bus, allowed, (why) => invalid.push(why));
    fromParent(parent, 'https://partner.example', { type: 'language', locale: 'de' });
    fromParent(parent, 'https://evil.example', { type: 'logout' });
    fromParent(parent, 'https://partner.example', { type: 'size', height: 'tall' });
    stop();
    expect(received).toEqual([{ type: 'language', locale: 'de' }]);
    expect(invalid).toEqual([
      'message from https://partner.example refused: size.height must be a non-negative number of pixels',
    ]);
  });
});
