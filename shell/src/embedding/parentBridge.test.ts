import { waitFor } from '@testing-library/react';
import { createEventBus } from '@sportsbook/contracts';
import type { ParentMessage } from '@sportsbook/domain';
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
  /** What the browser's ResizeObserver would do: call back when the observed element's size changes. */
  const resized: (() => void)[] = [];
  beforeAll(() => {
    (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        resized.push(this.callback);
      }
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

  it('passes valid messages from an allowed origin to the bus, in order, and ignores other origins', async () => {
    const { parent } = withFakeParent();
    const bus = createEventBus();
    const received: ParentMessage[] = [];
    bus.on('parent/message', (message) => received.push(message));
    const invalid: string[] = [];
    const stop = startParentBridge(bus, allowed, (why) => invalid.push(why));
    fromParent(parent, 'https://partner.example', { type: 'language', locale: 'de' });
    fromParent(parent, 'https://evil.example', { type: 'logout' });
    fromParent(parent, 'https://partner.example', { type: 'size', height: 'tall' });
    fromParent(parent, 'https://partner.example', { type: 'logout' });
    // The parser loads with the bridge: what came meanwhile is passed on once it is there.
    await waitFor(() => expect(received).toHaveLength(2));
    stop();
    fromParent(parent, 'https://partner.example', { type: 'logout' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([{ type: 'language', locale: 'de' }, { type: 'logout' }]);
    expect(invalid).toEqual([
      'message from https://partner.example refused: size.height must be a non-negative number of pixels',
    ]);
  });

  it("tells the content's height as it grows and shrinks, once per change", () => {
    const { posted } = withFakeParent();
    const content = document.createElement('div');
    let height = 900;
    content.getBoundingClientRect = () => ({ height }) as DOMRect;
    const stop = startParentBridge(createEventBus(), allowed, () => undefined, content);
    const resize = resized[resized.length - 1];
    resize();
    height = 1400.4;
    resize();
    resize();
    height = 600;
    resize();
    stop();
    expect(posted.map(({ message }) => message).filter((m) => (m as ParentMessage).type === 'size')).toEqual([
      { type: 'size', height: 900 },
      { type: 'size', height: 1401 },
      { type: 'size', height: 600 },
    ]);
  });
});
