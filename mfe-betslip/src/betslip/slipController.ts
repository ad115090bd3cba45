import type { StoreApi } from 'zustand/vanilla';
import type { BetslipState } from './betslipStore';
import {
  betslipOriginId,
  isRequestCancelled,
  statusOf,
  toBookedAmount,
  toDisplayedAmount,
  type BetModel,
  type FreeStakeChoice,
  type ParlayConfig,
  type BetslipSelection,
  type PlacementAnswer,
  type ShellContext,
} from '@sportsbook/contracts';
import { afterSuccess, canClose, placementAnswered, placementFailed, placementStarted } from './placementModel';
import {
  acceptPrices,
  canPlace,
  EMPTY_SLIP,
  mergeServerModel,
  orderedBets,
  removeBet,
  removeClosed,
  setFreeStake,
  setStake,
  toggleBet,
  toggleSystems,
  worsenedPrices,
  type SlipState,
} from './slipModel';

/** Closed outcomes show loading this long before they go (spec 2 section 9). */
export const CLOSED_REMOVAL_MS = 3000;
/** The 500 toast stays this long (spec 2 section 9). */
export const ERROR_TOAST_MS = 10_000;
/** A referred bet's status is asked this often until the trader decides. */
export const APPROVAL_POLL_MS = 1000;

export type BetslipStore = StoreApi<BetslipState>;

export interface ControllerDeps extends Pick<ShellContext, 'api' | 'bus' | 'stores'> {
  store: BetslipStore;
  newUuid?: () => string;
}

const SELECTIONS_PATH = '/xapi/rest/betslips/selections';

/**
 * The betslip's behaviour around its pure model: the bus command that adds and removes outcomes, the
 * pending bet of an anonymous click, the platform sync (POST when outcomes are added, PUT to refresh,
 * the previous request aborted), the delayed update after a stake change, the closed-outcome timer,
 * placement through its delay and referral, and retail codes.
 */
export class SlipController {
  private inFlight: AbortController | null = null;
  private stakeTimer: ReturnType<typeof setTimeout> | undefined;
  private closedTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly newUuid: () => string;

  constructor(private readonly deps: ControllerDeps) {
    this.newUuid = deps.newUuid ?? (() => crypto.randomUUID());
  }

  private get state() {
    return this.deps.store.getState();
  }
  private set(next: Partial<BetslipState>) {
    this.deps.store.setState(next);
  }
  private get settings() {
    return this.deps.stores.globalSettings.getState().settings;
  }
  private get loggedIn() {
    return this.deps.stores.session.getState().status === 'logged-in';
  }
  private get currency() {
    return this.deps.stores.session.getState().session?.currency ?? this.settings.currency;
  }

  /** Listens to the bus and the session; returns the function that stops it all. */
  start(): () => void {
    const { bus, stores } = this.deps;
    const offToggle = bus.on('betslip/toggle-outcome', ({ selection }) => this.toggle(selection));
    const offOpen = bus.on('betslip/open', () => this.set({ open: true }));
    const publish = (state: SlipState) =>
      stores.ui.getState().setBetslip({
        outcomeIds: orderedBets(state).map((bet) => bet.outcomeId),
        open: state.open,
        count: orderedBets(state).length,
      });
    // Opening the login (from the header or any remote) closes the slip, unless a bet is being placed or
    // awaits approval (spec 2 section 4).
    const offLogin = stores.ui.subscribe((ui, before) => {
      if (ui.modals.isLoginOpen && !before.modals.isLoginOpen && canClose(this.state)) this.set({ open: false });
      // Another remote opened or closed the slip through the shell's store (a bottom-navigation tap closes
      // every overlay, spec 1 section 2.7; its betslip item toggles it). A slip that may not close now (a
      // bet being placed) stays open and says so back to the store.
      if (ui.betslipOpen !== before.betslipOpen && ui.betslipOpen !== this.state.open) {
        this.setOpen(ui.betslipOpen);
        if (this.state.open !== ui.betslipOpen) publish(this.state);
      }
    });
    // After login a pending bet is re-added (spec 2 section 4), and the player's extra winnings are asked for.
    const offSession = stores.session.subscribe((session, before) => {
      if (session.status !== before.status) void this.loadParlay();
      if (session.status === 'logged-in' && before.status !== 'logged-in' && this.state.pendingBet) {
        const pending = this.state.pendingBet;
        this.set({ pendingBet: null });
        if (!this.state.bets[pending.outcomeId]) this.toggle(pending);
      }
    });
    publish(this.state);
    void this.loadParlay();
    const offStore = this.deps.store.subscribe(publish);
    return () => {
      offToggle();
      offOpen();
      offLogin();
      offSession();
      offStore();
      this.inFlight?.abort();
      clearTimeout(this.stakeTimer);
      clearTimeout(this.closedTimer);
    };
  }

  /**
   * An outcome clicked in a list. A visitor's click is kept as the pending bet while the login dialog
   * opens (the odds button asks for it), unless the brand offers retail codes to visitors.
   */
  toggle(selection: Omit<BetslipSelection, 'ref' | 'includeInMultiples'>) {
    if (!this.loggedIn && !this.settings.enable_retail_codes && !this.state.bets[selection.outcomeId]) {
      this.set({ pendingBet: { ...selection, ref: '', includeInMultiples: true } });
      return;
    }
    const [next, outcome] = toggleBet(this.state, selection, this.settings.max_bets_on_betslip, this.settings.african_betslip);
    if (outcome === 'refused-max') {
      this.deps.bus.emit('toast/show', { kind: 'error', messageKey: this.settings.max_bets_error_message });
      return;
    }
    // A new single starts at the player's default stake, when the player has one.
    const defaultStake = this.deps.stores.playerSettings.getState().defaultStake;
    const added = next.bets[selection.outcomeId];
    this.set({
      ...(outcome === 'added' && defaultStake && added ? setStake(next, added.ref, defaultStake, '') : next),
      activeBetKey: null,
      activeBetStake: '',
      retailCode: null,
    });
    if (orderedBets(next).length) void this.sync(outcome === 'added' ? 'post' : 'put');
  }

  /**
   * Parlay extra winnings (spec 2 sections 6 and 7): with the brand's setting on and a player logged in, the
   * config comes from GET /xapi/rest/promotions/epw, which answers no tiers for a player excluded from
   * promotions. Without it the slip shows no extra winnings.
   */
  async loadParlay(): Promise<void> {
    if (!this.settings.enable_parlay_extra_winnings || !this.loggedIn) {
      this.set({ parlay: null });
      return;
    }
    try {
      const { data } = await this.deps.api.request<ParlayConfig>({
        method: 'get',
        url: '/xapi/rest/promotions/epw',
        withAuth: true,
      });
      this.set({ parlay: data.epwPromoFilterValues?.length ? data : null });
    } catch {
      // The slip prices and places without it: the multiple simply shows no extra winnings.
      this.set({ parlay: null });
    }
  }

  remove(outcomeId: number) {
    this.set(removeBet(this.state, outcomeId, this.settings.african_betslip));
    if (orderedBets(this.state).length) void this.sync('put');
  }

  clear() {
    this.inFlight?.abort();
    this.set({ ...EMPTY_SLIP, retailCode: null });
  }

  setOpen(open: boolean) {
    // Closing is blocked while a bet is being placed or awaits approval.
    if (!open && !canClose(this.state)) return;
    if (!open && this.state.placementSuccess) this.set({ ...afterSuccess(this.state), open: false });
    else this.set({ open });
  }

  /** After a success, a new slip. */
  startAgain() {
    this.set({ ...afterSuccess(this.state), retailCode: null });
  }

  setExpanded(expanded: boolean) {
    this.set({ expanded });
  }

  toggleSystems() {
    this.set(toggleSystems(this.state));
  }

  setUsePromoCash(usePromoCash: boolean) {
    this.set({ usePromoCash, errors: [] });
  }

  /** A single's free-bet choice ('none' or 'max'); the platform prices the slip again at once. */
  setFreeStake(ref: string, choice: FreeStakeChoice) {
    this.set(setFreeStake(this.state, ref, choice));
    void this.sync('put');
  }

  acceptPrices() {
    this.set(acceptPrices(this.state));
  }

  /** The stake field the player is in: its text is the active stake. */
  focusStake(key: string, text: string) {
    if (this.state.activeBetKey !== key) this.set({ activeBetKey: key, activeBetStake: text });
  }

  /** A stake typed: the slip updates at once and asks the platform after the brand's delay. */
  setStake(key: string, stake: number | null, text: string, update: boolean) {
    this.set(setStake(this.state, key, stake, text));
    if (!update) return;
    clearTimeout(this.stakeTimer);
    this.stakeTimer = setTimeout(() => void this.sync('put'), this.settings.betslip_delay_before_update_stakes);
  }

  /** The model the platform reads: singles with their stakes, the multiple, the shown systems, in booked amounts. */
  private requestBody() {
    const state = this.state;
    const booked = (amount: number | undefined) => (amount ? toBookedAmount(amount, this.currency) : undefined);
    const { ui, playerSettings, session } = this.deps.stores;
    const multiple = state.multiples[0];
    return {
      singles: orderedBets(state).map((bet) => ({
        outcomeId: bet.outcomeId,
        decimal: bet.decimal,
        unitStake: booked(bet.unitStake),
        freeMoneyUnitStake: booked(bet.freeMoneyUnitStake),
        eachWay: bet.eachWay,
      })),
      multiples: multiple?.unitStake ? [{ betTypeId: multiple.betTypeId, unitStake: booked(multiple.unitStake)! }] : [],
      systems: state.showSystemBets
        ? state.systems.filter((s) => s.unitStake).map((s) => ({ betTypeId: s.betTypeId, unitStake: booked(s.unitStake)! }))
        : [],
      userAcceptOdds: playerSettings.getState().userAcceptOdds,
      usePromoCash: state.usePromoCash,
      originId: betslipOriginId(ui.getState()),
      // The platform lists the systems only when asked; the slip shows them when the player expands them.
      showSysBets: true,
      accountId: this.loggedIn ? session.getState().session?.icore_player_id : undefined,
    };
  }

  /** Prices the slip with the platform; a newer request aborts the one in flight. */
  async sync(method: 'post' | 'put'): Promise<void> {
    if (!orderedBets(this.state).length) return;
    this.inFlight?.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    this.set({ refreshStatus: 'pending' });
    try {
      const { data } = await this.deps.api.request<BetModel>({
        method,
        url: SELECTIONS_PATH,
        data: this.requestBody(),
        signal: controller.signal,
        withAuth: this.loggedIn,
      });
      if (controller.signal.aborted) return;
      this.merge(data);
      this.set({ refreshStatus: 'fulfilled' });
    } catch (error) {
      // Cancelled requests are only logged (spec 2 section 8).
      if (isRequestCancelled(error)) return;
      this.set({ refreshStatus: 'rejected' });
      this.reportFailure(error);
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
  }

  /** The slip holds shown amounts (thousands for IDR); the platform's free-money maximum is booked. */
  private shown<T extends Pick<BetModel, 'singles'>>(model: T): T {
    const singles = model.singles?.map((single) =>
      single.maxFreeMoneyStake === undefined
        ? single
        : { ...single, maxFreeMoneyStake: toDisplayedAmount(single.maxFreeMoneyStake, this.currency) },
    );
    return singles ? { ...model, singles } : model;
  }

  private merge(model: BetModel) {
    this.set(mergeServerModel(this.state, this.shown(model)));
    if (this.state.closingOutcomeIds.length && !this.closedTimer) {
      this.closedTimer = setTimeout(() => {
        this.closedTimer = undefined;
        this.set(removeClosed(this.state, this.settings.african_betslip));
        void this.sync('put');
      }, CLOSED_REMOVAL_MS);
    }
  }

  /** A 500 from the betslip endpoint shows the bottom toast with the request reference for 10 s. */
  private reportFailure(error: unknown, reference?: string) {
    const status = statusOf(error);
    if (status !== undefined && status < 500) return;
    this.deps.bus.emit('toast/show', {
      kind: 'error',
      messageKey: 'betslip.somethingWentWrong',
      values: { reference: reference ?? this.newUuid() },
      autoCloseMs: ERROR_TOAST_MS,
    });
  }

  /**
   * Places the slip: a visitor is asked to log in; a worse price waits for the player's acceptance; an
   * in-play bet waits out its delay and is confirmed; a referred one waits for the trader. The balance and
   * my bets follow through `bets/placed`.
   */
  async place(): Promise<void> {
    if (!this.loggedIn) {
      this.deps.bus.emit('session/login-requested', { reason: 'place-bet' });
      return;
    }
    if (!canPlace(this.state) || worsenedPrices(this.state, this.deps.stores.playerSettings.getState().userAcceptOdds).length)
      return;
    this.inFlight?.abort();
    clearTimeout(this.stakeTimer);
    const uuid = this.newUuid();
    const accountId = this.deps.stores.session.getState().session?.icore_player_id;
    this.set(placementStarted(this.state));
    try {
      let answer = (
        await this.deps.api.post<PlacementAnswer>(`/xapi/rest/accounts/${accountId}/betslips`, this.requestBody(), {
          params: { uuid },
          withAuth: true,
        })
      ).data;
      this.set(placementAnswered(this.state, this.shown(answer)));
      while (answer.status === 'pending' || answer.status === 'referred') {
        await wait(answer.status === 'pending' ? Math.max(1, answer.delay ?? 1) * 1000 : APPROVAL_POLL_MS);
        answer = (
          await this.deps.api.put<PlacementAnswer>(`/xapi/rest/betslips/${answer.betSlipId}/status`, undefined, {
            withAuth: true,
          })
        ).data;
        this.set(placementAnswered(this.state, this.shown(answer)));
      }
      if (answer.status === 'accepted') {
        if (answer.availableBalance !== undefined) this.deps.stores.wallet.getState().setBalance(answer.availableBalance);
        this.deps.bus.emit('bets/placed', { betSlipId: answer.betSlipId ?? uuid });
      }
      if (answer.status === 'rejected' && answer.availableBalance !== undefined)
        this.deps.stores.wallet.getState().setBalance(answer.availableBalance);
    } catch (error) {
      this.set(placementFailed(this.state));
      this.reportFailure(error, uuid);
    }
  }

  /** Brands with retail codes turn the slip into a code a visitor takes to a shop. */
  async retailCode(): Promise<void> {
    try {
      const { data } = await this.deps.api.post<BetModel & { code: string | null }>(
        '/xapi/rest/betslips/retailcodes',
        this.requestBody(),
      );
      this.set({ ...mergeServerModel(this.state, data), retailCode: data.code });
    } catch (error) {
      this.reportFailure(error);
    }
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
