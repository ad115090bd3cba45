import { startOpenBetsPolling } from './openBetsPolling';

describe('the open bets polling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(interval: number, focused = true) {
    const state = { focused, asks: 0, focusListener: undefined as ((focused: boolean) => void) | undefined };
    const stop = startOpenBetsPolling({
      interval,
      refetch: () => state.asks++,
      isFocused: () => state.focused,
      onFocusChange: (listener) => {
        state.focusListener = listener;
        return () => (state.focusListener = undefined);
      },
    });
    return { state, stop };
  }

  it.each([
    ['asks every interval while focused', 30_000, true, 95_000, 3],
    ['asks nothing while unfocused', 30_000, false, 95_000, 0],
    ['asks nothing without an interval', 0, true, 95_000, 0],
  ])('%s', (_, interval, focused, elapsed, asks) => {
    const { state } = setup(interval, focused);
    jest.advanceTimersByTime(elapsed);
    expect(state.asks).toBe(asks);
  });

  it('asks again as the page is focused again, whatever the list got pushed meanwhile', () => {
    const { state } = setup(30_000, false);
    state.focused = true;
    state.focusListener?.(true);
    expect(state.asks).toBe(1);
    state.focusListener?.(false);
    expect(state.asks).toBe(1);
  });

  it('stops asking once stopped', () => {
    const { state, stop } = setup(30_000);
    stop();
    jest.advanceTimersByTime(95_000);
    expect(state.asks).toBe(0);
    expect(state.focusListener).toBeUndefined();
  });
});
