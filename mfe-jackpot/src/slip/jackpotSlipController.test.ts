import { createEventBus, createShellStores, type BusEvents } from '@sportsbook/contracts';
import { createFakeApi, type FakeAnswer, type FakeRequest } from '@sportsbook/testing';
import { sampleJackpot, slipJackpotOf } from '../testing/sampleJackpot';
import {
  createJackpotSlipStore,
  JackpotSlipController,
  PRICE_PATH,
  RETAIL_CODE_PATH,
  NOT_PLACED,
  SOMETHING_WENT_WRONG,
} from './jackpotSlipController';

const jackpot = slipJackpotOf(sampleJackpot(7));
const body = (request: FakeRequest) =>
  JSON.parse(request.data as string) as { outcomeIds: string; globalStake: number; jackpotId: number };
/** The platform's price: the lines of the outcome ids (one per event, or two on event 1) at the stake. */
const price = (request: FakeRequest): FakeAnswer => {
  const { outcomeIds, globalStake, jackpotId } = body(request);
  const ids = outcomeIds.split(',');
  const noOfBets = ids.length >= 3 ? ids.length - 2 : 0;
  return {
    status: 200,
    data: { jackpotId, globalStake, noOfBets, totalCost: noOfBets * globalStake, complete: noOfBets > 0, errors: [] },
  };
};

function setup({
  loggedIn = true,
  session = { jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '1' } as Record<string, string>,
  place = (): FakeAnswer => ({
    status: 200,
    data: { status: 'accepted', jackpotBetId: 5, totalCost: 1, noOfBets: 1, availableBalance: 99 },
  }),
} = {}) {
  const { api, requests } = createFakeApi((config) => {
    if (config.url === PRICE_PATH) return price(config);
    if (config.url?.endsWith('/jackpotbetslips')) return place();
    if (config.url === RETAIL_CODE_PATH)
      return { ...price(config), data: { ...(price(config).data as object), code: 'R-ABCD-EFGH' } };
    return { status: 404 };
  });
  const stores = createShellStores();
  if (loggedIn) {
    stores.session.getState().logIn(session as never);
    stores.wallet.getState().setWallet({ balance: 100, name: 'EUR', promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 100 });
  }
  const bus = createEventBus();
  const emitted: { name: string; payload: unknown }[] = [];
  for (const name of ['toast/show', 'bets/placed', 'session/login-requested'] as const)
    bus.on(name, (payload) => emitted.push({ name, payload }));
  const store = createJackpotSlipStore();
  const log = { info: jest.fn(), error: jest.fn() };
  const closed: number[] = [];
  const controller = new JackpotSlipController({
    store,
    api,
    bus,
    stores,
    log,
    newUuid: () => 'uuid-0001',
    onJackpotClosed: (id) => closed.push(id),
  });
  return { store, controller, requests, emitted, stores, log, closed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the jackpot slip controller', () => {
  it('prices the slip after each pick with the outcome ids comma joined, and keeps the platform total', async () => {
    const { controller, requests, store } = setup();
    for (const id of [11, 21, 31]) controller.select(jackpot, id);
    await settle();
    expect(requests.map((r) => r.url)).toEqual([PRICE_PATH, PRICE_PATH, PRICE_PATH]);
    expect(body(requests[2])).toEqual({ jackpotId: 7, globalStake: 1, originId: 11, outcomeIds: '11,21,31' });
    expect(store.getState().bets[7]).toMatchObject({ jackpotTotalStake: 1, noOfBets: 1 });
  });

  it("logs 'Operation canceled' for a price call a newer one aborted", async () => {
    const { controller, log } = setup();
    controller.select(jackpot, 11);
    controller.select(jackpot, 21);
    await settle();
    expect(log.info).toHaveBeenCalledWith('Operation canceled');
  });

  it.each<[string, number[], number, string]>([
    ['reserve', [31], 32, 'jackpot.errors.reserveOne'],
    ['all of a market', [11, 12], 13, 'jackpot.errors.allOfMarket'],
  ])('shows the %s error toast for 10 s and asks nothing of the platform', async (_case, before, outcomeId, messageKey) => {
    const { controller, requests, emitted } = setup();
    for (const id of before) controller.select(jackpot, id);
    await settle();
    const calls = requests.length;
    controller.select(jackpot, outcomeId);
    expect(emitted).toContainEqual({
      name: 'toast/show',
      payload: { kind: 'error', messageKey, autoCloseMs: 10_000 },
    });
    expect(requests.length).toBe(calls);
  });

  it('places a complete slip with a uuid and auth, then updates the balance and tells the other remotes', async () => {
    const { controller, requests, store, stores, emitted } = setup();
    for (const id of [11, 21, 31]) controller.select(jackpot, id);
    await settle();
    await controller.place(7);
    const placement = requests.at(-1)!;
    expect(placement.url).toBe('/xapi/rest/accounts/1/jackpotbetslips');
    expect(placement.params).toEqual({ uuid: 'uuid-0001' });
    expect(JSON.parse(placement.data as string)).toEqual({
      jackpotId: 7,
      jackpotPrize: 100_000,
      globalStake: 1,
      jackpotTotalStake: 1,
      noOfBets: 1,
      originId: 11,
      singles: [
        { ordinal: 1, outcomeId: 11 },
        { ordinal: 2, outcomeId: 21 },
        { ordinal: 3, outcomeId: 31 },
      ],
    });
    expect((placement as FakeRequest & { withAuth?: boolean }).withAuth).toBe(true);
    expect(store.getState().placed?.reference).toBe('J-5');
    expect(stores.wallet.getState().wallet?.balance).toBe(99);
    expect(emitted).toContainEqual({ name: 'bets/placed', payload: { betSlipId: 'J-5' } satisfies BusEvents['bets/placed'] });
  });

  it("places for a device-session player (savanna's phone), whose session has no player id, under the username", async () => {
    const { controller, requests, store } = setup({
      session: { jwe_token: 't', username: 'kenya', currency: 'KES' },
    });
    for (const id of [11, 21, 31]) controller.select(jackpot, id);
    await settle();
    await controller.place(7);
    expect(requests.at(-1)?.url).toBe('/xapi/rest/accounts/kenya/jackpotbetslips');
    expect(store.getState().placed?.reference).toBe('J-5');
  });

  it('a refusal without reasons (a 4xx) is said in a translated message, never an English sentence', async () => {
    const { controller, store } = setup({ place: () => ({ status: 400 }) });
    for (const id of [11, 21, 31]) controller.select(jackpot, id);
    await settle();
    await controller.place(7);
    expect(store.getState().errors).toEqual([NOT_PLACED]);
    expect(NOT_PLACED).toMatch(/^jackpot\.errors\./);
    expect(SOMETHING_WENT_WRONG).toMatch(/^jackpot\.errors\./);
  });

  it("shows the platform's refusal of a jackpot whose first match has started, keeps the picks, takes nothing, and has the page look again", async () => {
    const refused = { status: 'rejected', code: 'RES-00047', errors: ['This jackpot is closed: its first match has started'] };
    const { controller, store, stores, closed, emitted } = setup({ place: () => ({ status: 200, data: refused }) });
    for (const id of [11, 21, 31]) controller.select(jackpot, id);
    await settle();
    await controller.place(7);
    expect(store.getState().errors).toEqual(['This jackpot is closed: its first match has started']);
    expect(store.getState().placed).toBeNull();
    expect(store.getState().bets[7].selections).toHaveLength(3);
    expect(stores.wallet.getState().wallet?.balance).toBe(100);
    expect(emitted.filter((e) => e.name === 'bets/placed')).toEqual([]);
    expect(closed).toEqual([7]);
  });

  it('asks a visitor to log in instead of placing, keeping the picks', async () => {
    const { controller, requests, store, emitted } = setup({ loggedIn: false });
    for (const id of [11, 21, 31]) controller.select(jackpot, id);
    await settle();
    await controller.place(7);
    expect(emitted).toContainEqual({ name: 'session/login-requested', payload: { reason: 'place-bet' } });
    expect(requests.every((r) => r.url === PRICE_PATH)).toBe(true);
    expect(store.getState().bets[7].selections).toHaveLength(3);
  });

  it('does not place an incomplete slip', async () => {
    const { controller, requests } = setup();
    controller.select(jackpot, 11);
    await settle();
    await controller.place(7);
    expect(requests.every((r) => r.url === PRICE_PATH)).toBe(true);
  });

  it('a 500 on placement is a toast with the request reference, and the picks stay', async () => {
    const { controller, store, emitted } = setup({ place: () => ({ status: 500 }) });
    for (const id of [11, 21, 31]) controller.select(jackpot, id);
    await settle();
    await controller.place(7);
    expect(emitted).toContainEqual({
      name: 'toast/show',
      payload: { kind: 'error', messageKey: SOMETHING_WENT_WRONG, values: { reference: 'uuid-0001' }, autoCloseMs: 10_000 },
    });
    expect(store.getState()).toMatchObject({ placing: false, placed: null });
    expect(store.getState().bets[7].selections).toHaveLength(3);
  });

  it("shows the platform's reasons for a rejected bet", async () => {
    const { controller, store } = setup({
      place: () => ({
        status: 200,
        data: { status: 'rejected', errors: ['Your stake is greater than your balance'], availableBalance: 0.5 },
      }),
    });
    for (const id of [11, 21, 31]) controller.select(jackpot, id);
    await settle();
    await controller.place(7);
    expect(store.getState().errors).toEqual(['Your stake is greater than your balance']);
  });

  it('gives a visitor a retail code for a complete slip', async () => {
    const { controller, store, requests } = setup({ loggedIn: false });
    for (const id of [11, 21, 31]) controller.select(jackpot, id);
    await settle();
    await controller.retailCode(7);
    expect(requests.at(-1)?.url).toBe(RETAIL_CODE_PATH);
    expect(store.getState().retailCode).toBe('R-ABCD-EFGH');
  });
});
