import type { StoreApi } from 'zustand/vanilla';
import type { BetslipState } from './betslipStore';
import { betslipOriginId, type BetslipSelection, type ShellContext } from '@sportsbook/contracts';
import { outcomeClick, accountIdOf, type FreeStakeChoice } from '@sportsbook/domain';
import { afterSuccess, canClose, placementAnswered, placementFailed, placementStarted } from './placementModel';
import { acceptPrices, mergeServerModel, worsenedPrices } from './serverModel';
import { canPlace } from './slipFigures';
import { EMPTY_SLIP, orderedBets, removeBet, setFreeStake, setStake, toggleBet, toggleSystems } from './slipModel';
import { logCancelled, type RequestLog } from './controller/cancelledLog';
import { reportFailure } from './controller/failureToast';
import { fetchParlayConfig } from './controller/parlayConfig';
import { placeAndFollow } from './controller/placementFlow';
import { PricingSync } from './controller/pricingSync';
import { requestRetailCode } from './controller/retailCode';
import { wireToShell } from './controller/shellWiring';
import { shownAmounts, slipRequestBody } from './controller/slipRequest';

export { CLOSED_REMOVAL_MS } from './controller/pricingSync';
export { ERROR_TOAST_MS } from './controller/failureToast';
export { APPROVAL_POLL_MS } from './controller/placementFlow';

export type BetslipStore = StoreApi<BetslipState>;

export interface ControllerDeps extends Pick<ShellContext, 'api' | 'bus' | 'stores' | 'reportError'> {
  store: BetslipStore;
  newUuid?: () => string;
  /** Where cancelled requests are noted; the browser's console unless a test gives its own. */
  log?: RequestLog;
}

/**
 * The player's actions on the slip, over its pure model (`slipModel`, `placementModel`). The rest lives
 * beside it, one idea a file: the shell's bus and stores (`controller/shellWiring`), the platform's pricing
 * (`controller/pricingSync`), the request (`controller/slipRequest`), placement through its delay and
 * referral (`controller/placementFlow`), retail codes, extra winnings and the failure toast. `start` returns
 * the function that stops everything, a placement being followed included.
 */
export class SlipController {
  private readonly newUuid: () => string;
  private readonly log: RequestLog;
  private readonly pricing: PricingSync;
  /** Ends the placement being followed (its status poll) when the slip unmounts. */
  private placing: AbortController | null = null;

  constructor(private readonly deps: ControllerDeps) {
    this.newUuid = deps.newUuid ?? (() => crypto.randomUUID());
    this.log = deps.log ?? console;
    this.pricing = new PricingSync({
      api: deps.api,
      store: deps.store,
      body: () => this.requestBody(),
      currency: () => this.currency,
      loggedIn: () => this.loggedIn,
      africanBetslip: () => this.settings.african_betslip,
      stakeDelayMs: () => this.settings.betslip_delay_before_update_stakes,
      pauseRetryMs: () => this.settings.poll_changes_refresh,
      onFailure: (error) => reportFailure(deps, error, this.newUuid()),
      onCancelled: () => logCancelled(this.log, 'betslip pricing'),
    });
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

  /** Listens to the bus and the shell's stores; returns the function that stops it all. */
  start(): () => void {
    const unwire = wireToShell(this, this.deps);
    void this.loadParlay();
    return () => {
      unwire();
      this.pricing.stop();
      this.placing?.abort();
      this.placing = null;
    };
  }

  /**
   * An outcome clicked in a list. A visitor's click is kept as the pending bet while the login dialog
   * opens (the odds button asks for it, by the same rule: `outcomeClick`), unless the brand offers retail
   * codes to visitors.
   */
  toggle(selection: Omit<BetslipSelection, 'ref' | 'includeInMultiples'>) {
    const click = outcomeClick({
      loggedIn: this.loggedIn,
      retailCodes: this.settings.enable_retail_codes,
      onSlip: Boolean(this.state.bets[selection.outcomeId]),
      embedded: this.deps.stores.ui.getState().embedded,
    });
    if (click !== 'toggle') {
      this.set({ pendingBet: { ...selection, ref: '', includeInMultiples: true } });
      return;
    }
    const [next, outcome] = toggleBet(this.state, selection, this.settings.max_bets_on_betslip, this.settings.african_betslip);
    if (outcome === 'refused-max') {
      // The operator's configured message (spec 2: "alert with the configured message"), shown as it is.
      this.deps.bus.emit('toast/show', { kind: 'error', text: this.settings.max_bets_error_message });
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

  /** Extra winnings need the brand's setting and a player logged in; without them the slip shows none. */
  async loadParlay(): Promise<void> {
    if (!this.settings.enable_parlay_extra_winnings || !this.loggedIn) {
      this.set({ parlay: null });
      return;
    }
    this.set({ parlay: await fetchParlayConfig(this.deps.api) });
  }

  remove(outcomeId: number) {
    this.set(removeBet(this.state, outcomeId, this.settings.african_betslip));
    if (orderedBets(this.state).length) void this.sync('put');
  }

  clear() {
    this.pricing.cancel();
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
    if (update) this.pricing.syncAfterStakeDelay();
  }

  /** Prices the slip with the platform; a newer request aborts the one in flight. */
  sync(method: 'post' | 'put'): Promise<void> {
    return this.pricing.sync(method);
  }

  private requestBody() {
    const { ui, playerSettings, session } = this.deps.stores;
    return slipRequestBody(this.state, {
      currency: this.currency,
      userAcceptOdds: playerSettings.getState().userAcceptOdds,
      originId: betslipOriginId(ui.getState()),
      accountId: this.loggedIn ? accountIdOf(session.getState().session) : undefined,
    });
  }

  /**
   * Places the slip: a visitor is asked to log in; a worse price waits for the player's acceptance; an
   * in-play bet waits out its delay and is confirmed; a referred one waits for the trader. The balance and
   * my bets follow through `bets/placed`. An unmounted slip stops following (`start`'s stop).
   */
  async place(): Promise<void> {
    if (!this.loggedIn) {
      this.deps.bus.emit('session/login-requested', { reason: 'place-bet' });
      return;
    }
    if (!canPlace(this.state) || worsenedPrices(this.state, this.deps.stores.playerSettings.getState().userAcceptOdds).length)
      return;
    this.pricing.cancel();
    const uuid = this.newUuid();
    const placing = new AbortController();
    this.placing = placing;
    this.set(placementStarted(this.state));
    try {
      const answer = await placeAndFollow({
        api: this.deps.api,
        // The device-session login (savanna's phone) has no player id: the path names the username.
        accountId: accountIdOf(this.deps.stores.session.getState().session),
        body: this.requestBody(),
        uuid,
        signal: placing.signal,
        onAnswer: (next) => this.set(placementAnswered(this.state, shownAmounts(next, this.currency))),
      });
      if (!answer) {
        logCancelled(this.log, `betslip placement ${uuid}`);
        return;
      }
      if (answer.availableBalance !== undefined && (answer.status === 'accepted' || answer.status === 'rejected'))
        this.deps.stores.wallet.getState().setBalance(answer.availableBalance);
      if (answer.status === 'accepted') this.deps.bus.emit('bets/placed', { betSlipId: answer.betSlipId ?? uuid });
      // A placement refused by a pause (a feed alert) is priced again until betting resumes.
      if (answer.status === 'rejected') this.pricing.retryWhilePaused();
    } catch (error) {
      // The slip went away while the status was asked: nothing to show, only the note.
      if (placing.signal.aborted) {
        logCancelled(this.log, `betslip placement ${uuid}`);
        return;
      }
      this.set(placementFailed(this.state));
      reportFailure(this.deps, error, uuid);
    } finally {
      if (this.placing === placing) this.placing = null;
    }
  }

  /** Brands with retail codes turn the slip into a code a visitor takes to a shop. */
  async retailCode(): Promise<void> {
    try {
      const data = await requestRetailCode(this.deps.api, this.requestBody());
      this.set({ ...mergeServerModel(this.state, data), retailCode: data.code });
    } catch (error) {
      reportFailure(this.deps, error, this.newUuid());
    }
  }
}
