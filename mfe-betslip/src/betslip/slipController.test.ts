import {
  createEventBus,
  createShellStores,
  PERSISTED_BETSLIP_KEY,
  type ClientErrorReport,
  type ShellStores,
} from '@sportsbook/contracts';
import { createFakeApi } from '@sportsbook/testing';
import { createBetslipStore } from './betslipStore';
import { APPROVAL_POLL_MS, CLOSED_REMOVAL_MS, SlipController } from './slipController';
import { canPlace } from './slipFigures';
import { orderedBets } from './slipModel';
import { sampleSelection } from '../testing/sampleSelection';

const selection = (outcomeId: number) => sampleSelection(outcomeId, 2);

/** A controller over a fake platform that reports outcome 2 closed; `before` runs on the shell's stores before it starts. */
function setup(before: (stores: ShellStores) => void = () => undefined) {
  const { api, requests } = createFakeApi((config) => {
    const body = JSON.parse(config.data as string) as { singles: { outcomeId: number }[] };
    const singles = body.singles.map((s, i) => ({
      ...selection(s.outcomeId),
      ref: `sel${i + 1}`,
      includeInMultiples: true,
      outcomeState: s.outcomeId === 2 ? 'C' : 'O',
    }));
    // The platform names its multiples its own way; the slip keeps its description.
    const multiples =
      singles.length >= 2
        ? [{ betTypeId: 200002, description: `${singles.length} Fold`, noOfBets: 1, decimal: 2 ** singles.length, ref: 'mul1' }]
        : [];
    return { status: 200, data: { singles, multiples, systems: [], errors: [] } };
  });
  const calls = {
    get length() {
      return requests.length;
    },
    slice: (from: number) => requests.slice(from).map((r) => `${r.method} ${r.url}`),
  };
  const stores = createShellStores();
  stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '1' } as never);
  // A fresh page: the shell deleted the slip an earlier controller persisted.
  localStorage.removeItem(PERSISTED_BETSLIP_KEY);
  const store = createBetslipStore();
  const bus = createEventBus();
  const toasts: unknown[] = [];
  bus.on('toast/show', (toast) => toasts.push(toast));
  const reports: ClientErrorReport[] = [];
  const notes: string[] = [];
  const log = { debug: (note: string) => notes.push(note) };
  const controller = new SlipController({ store, api, bus, stores, reportError: (r) => reports.push(r), log });
  before(stores);
  const stop = controller.start();
  return { store, controller, calls, stop, stores, toasts, reports, notes };
}

describe('the slip follows the shell store (spec 1 section 2.7)', () => {
  it('closes when another remote closes it (a bottom-navigation tap) and opens when it is toggled open', () => {
    const { store, controller, stores, stop } = setup();
    controller.setOpen(true);
    expect(stores.ui.getState().betslipOpen).toBe(true);
    stores.ui.getState().setBetslip({ open: false });
    expect(store.getState().open).toBe(false);
    stores.ui.getState().setBetslip({ open: true });
    expect(store.getState().open).toBe(true);
    stop();
  });

  it('opens as it starts when another remote opened it before the slip had loaded, and starts closed otherwise', () => {
    const opened = setup((stores) => stores.ui.getState().setBetslip({ open: true }));
    expect(opened.store.getState().open).toBe(true);
    expect(opened.stores.ui.getState().betslipOpen).toBe(true);
    opened.stop();
    const closed = setup();
    expect(closed.store.getState().open).toBe(false);
    expect(closed.stores.ui.getState().betslipOpen).toBe(false);
    closed.stop();
  });

  it('stays open while a bet is being placed, and puts the store back to open', () => {
    const { store, controller, stores, stop } = setup();
    controller.setOpen(true);
    store.setState({ betPlacing: true });
    stores.ui.getState().setBetslip({ open: false });
    expect(store.getState().open).toBe(true);
    expect(stores.ui.getState().betslipOpen).toBe(true);
    stop();
  });
});

describe('closed outcomes on the slip (spec 2 section 4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a closed outcome loading for 3 seconds, then removes it, recombines and refreshes the slip expanded', async () => {
    const { store, controller, calls, stop } = setup();
    controller.toggle(selection(1));
    controller.toggle(selection(2));
    controller.toggle(selection(3));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().closingOutcomeIds).toEqual([2]);
    expect(orderedBets(store.getState())).toHaveLength(3);

    await jest.advanceTimersByTimeAsync(CLOSED_REMOVAL_MS - 1);
    expect(orderedBets(store.getState())).toHaveLength(3);
    const before = calls.length;
    await jest.advanceTimersByTimeAsync(1);
    expect(orderedBets(store.getState()).map((bet) => [bet.outcomeId, bet.ref])).toEqual([
      [1, 'sel1'],
      [3, 'sel2'],
    ]);
    expect(store.getState()).toMatchObject({ closingOutcomeIds: [], expanded: true });
    expect(store.getState().multiples[0]?.description).toBe('Double');
    expect(calls.slice(before)).toEqual(['put /xapi/rest/betslips/selections']);
    stop();
  });

  it('updates the platform only after the brand’s delay once the stake settles', async () => {
    const { controller, calls, stop } = setup();
    controller.toggle(selection(1));
    await jest.advanceTimersByTimeAsync(0);
    const before = calls.length;
    controller.setStake('sel1', 1, '1', true);
    controller.setStake('sel1', 12, '12', true);
    await jest.advanceTimersByTimeAsync(499);
    expect(calls.length).toBe(before);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls.slice(before)).toEqual(['put /xapi/rest/betslips/selections']);
    stop();
  });
});

describe('cancelled betslip requests are only logged (spec 2 section 8)', () => {
  it('notes a pricing request a newer one replaced, with no toast and no error report, and keeps the newer prices', async () => {
    const { store, controller, calls, stop, toasts, reports, notes } = setup();
    controller.toggle(selection(1));
    // The second outcome's POST aborts the first one still in flight.
    controller.toggle(selection(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.slice(0)).toEqual(['post /xapi/rest/betslips/selections', 'post /xapi/rest/betslips/selections']);
    expect(notes).toEqual(['Operation canceled: betslip pricing']);
    expect(toasts).toEqual([]);
    expect(reports).toEqual([]);
    expect(store.getState()).toMatchObject({ refreshStatus: 'fulfilled' });
    expect(orderedBets(store.getState()).map((bet) => bet.outcomeId)).toEqual([1, 3]);
    stop();
  });
});

describe('a referred placement is followed only while the slip is mounted', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks the trader’s answer every second, and makes no further request once the slip unmounts mid-poll', async () => {
    const { api, requests } = createFakeApi((config) => {
      if (config.url === '/xapi/rest/accounts/1/betslips' || config.url?.endsWith('/status'))
        return {
          status: 200,
          data: { status: 'referred', betSlipId: 'b-1', singles: [], multiples: [], systems: [], errors: [] },
        };
      const body = JSON.parse(config.data as string) as { singles: { outcomeId: number }[] };
      const singles = body.singles.map((s, i) => ({ ...selection(s.outcomeId), ref: `sel${i + 1}`, includeInMultiples: true }));
      return { status: 200, data: { singles, multiples: [], systems: [], errors: [] } };
    });
    const stores = createShellStores();
    stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '1' } as never);
    const store = createBetslipStore();
    const notes: string[] = [];
    const reports: ClientErrorReport[] = [];
    const controller = new SlipController({
      store,
      api,
      bus: createEventBus(),
      stores,
      reportError: (r) => reports.push(r),
      log: { debug: (note: string) => notes.push(note) },
      newUuid: () => 'slip-uuid-1',
    });
    const stop = controller.start();
    controller.toggle(selection(1));
    await jest.advanceTimersByTimeAsync(0);
    controller.setStake('sel1', 5, '5', false);
    const placed = controller.place();
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().statusWaitApproval).toBe(true);
    const statusAsks = () => requests.filter((r) => r.url === '/xapi/rest/betslips/b-1/status').length;
    await jest.advanceTimersByTimeAsync(APPROVAL_POLL_MS);
    expect(statusAsks()).toBe(1);
    await jest.advanceTimersByTimeAsync(APPROVAL_POLL_MS);
    expect(statusAsks()).toBe(2);

    // The slip unmounts halfway through a wait: the loop ends, no request follows, and nothing is shown.
    await jest.advanceTimersByTimeAsync(APPROVAL_POLL_MS / 2);
    const before = requests.length;
    stop();
    await jest.advanceTimersByTimeAsync(10 * APPROVAL_POLL_MS);
    await placed;
    expect(requests.length).toBe(before);
    expect(jest.getTimerCount()).toBe(0);
    // The placement the unmount cut short is noted as cancelled, with its reference, and reported as no error.
    expect(notes).toEqual(['Operation canceled: betslip placement slip-uuid-1']);
    expect(reports).toEqual([]);
  });
});

describe('a slip paused by a feed alert (RES-00249) is priced again until betting resumes', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A platform whose feed is paused while `feed.paused` holds: pricing and placement answer RES-00249. */
  function pausedPlatform() {
    const feed = { paused: true };
    const pause = { code: 'RES-00249', message: 'Betting on this event is paused for a moment', ref: 'sel1' };
    const { api, requests } = createFakeApi((config) => {
      const errors = feed.paused ? [pause] : [];
      if (config.url === '/xapi/rest/accounts/1/betslips')
        return { status: 200, data: { status: 'rejected', singles: [], multiples: [], systems: [], errors } };
      const body = JSON.parse(config.data as string) as { singles: { outcomeId: number }[] };
      const singles = body.singles.map((s, i) => ({ ...selection(s.outcomeId), ref: `sel${i + 1}`, includeInMultiples: true }));
      return { status: 200, data: { singles, multiples: [], systems: [], errors } };
    });
    const stores = createShellStores();
    stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '1' } as never);
    const store = createBetslipStore();
    const controller = new SlipController({ store, api, bus: createEventBus(), stores, reportError: () => undefined });
    const stop = controller.start();
    const pricings = () => requests.filter((r) => r.url === '/xapi/rest/betslips/selections').map((r) => r.method);
    const retryMs = stores.globalSettings.getState().settings.poll_changes_refresh;
    return { feed, store, controller, stop, pricings, retryMs };
  }

  it('asks again every poll_changes_refresh while the pause lasts, then Place bet is back with nothing changed', async () => {
    const { feed, store, controller, stop, pricings, retryMs } = pausedPlatform();
    expect(retryMs).toBe(5000);
    controller.toggle(selection(1));
    controller.setStake('sel1', 5, '5', false);
    await jest.advanceTimersByTimeAsync(0);
    expect(pricings()).toEqual(['post']);
    expect(store.getState().errors.map((e) => e.code)).toEqual(['RES-00249']);
    expect(canPlace(store.getState())).toBe(false);

    await jest.advanceTimersByTimeAsync(retryMs - 1);
    expect(pricings()).toEqual(['post']);
    await jest.advanceTimersByTimeAsync(1);
    expect(pricings()).toEqual(['post', 'put']);
    expect(canPlace(store.getState())).toBe(false);

    feed.paused = false;
    await jest.advanceTimersByTimeAsync(retryMs);
    expect(pricings()).toEqual(['post', 'put', 'put']);
    expect(store.getState().errors).toEqual([]);
    expect(canPlace(store.getState())).toBe(true);
    // Betting resumed: no more asking.
    await jest.advanceTimersByTimeAsync(10 * retryMs);
    expect(pricings()).toHaveLength(3);
    stop();
  });

  it('prices a placement refused by the pause again, and stops asking once the slip unmounts', async () => {
    const { feed, store, controller, stop, pricings, retryMs } = pausedPlatform();
    feed.paused = false;
    controller.toggle(selection(1));
    controller.setStake('sel1', 5, '5', false);
    await jest.advanceTimersByTimeAsync(0);
    feed.paused = true;
    await controller.place();
    expect(store.getState().errors.map((e) => e.code)).toEqual(['RES-00249']);
    await jest.advanceTimersByTimeAsync(retryMs);
    expect(pricings()).toEqual(['post', 'put']);

    stop();
    await jest.advanceTimersByTimeAsync(10 * retryMs);
    expect(pricings()).toEqual(['post', 'put']);
    expect(jest.getTimerCount()).toBe(0);
  });
});
