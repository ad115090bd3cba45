import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  BETSLIP_ORIGIN,
  isRequestCancelled,
  statusOf,
  type JackpotPlacementAnswer,
  type JackpotRetailCodeAnswer,
  type JackpotSlipPrice,
  type ShellContext,
} from '@sportsbook/contracts';
import { accountIdOf, JACKPOT_ERRORS, type JackpotError } from '@sportsbook/domain';
import {
  canPlace,
  clearBet,
  EMPTY_SLIP,
  placementAnswered,
  placementFailed,
  placementRequest,
  placementStarted,
  priced,
  removeSelection,
  selectOutcome,
  setGlobalStake,
  showJackpot,
  slipRequest,
  startAgain,
  type JackpotSlipState,
  type SlipJackpot,
} from './jackpotSlipModel';

/** The translation keys of the jackpot rules' messages (spec 2 section 5), for the shell's error toast. */
export const ERROR_TEXT_KEYS: Record<JackpotError, string> = {
  [JACKPOT_ERRORS.reserveOne]: 'jackpot.errors.reserveOne',
  [JACKPOT_ERRORS.allOfMarket]: 'jackpot.errors.allOfMarket',
  [JACKPOT_ERRORS.notInJackpot]: 'jackpot.errors.notInJackpot',
};
/** Error toasts stay this long (spec 2 section 9). */
export const ERROR_TOAST_MS = 10_000;

export const PRICE_PATH = '/xapi/rest/jackpotbetslips/selections';
export const RETAIL_CODE_PATH = '/xapi/rest/jackpotbetslips/retailcodes';
export const placePath = (accountId: string | number) => `/xapi/rest/accounts/${encodeURIComponent(accountId)}/jackpotbetslips`;

/** The toast of a failed placement, with the request's reference (spec 2 section 8). */
export const SOMETHING_WENT_WRONG = 'jackpot.errors.somethingWentWrong';
/** What the slip says of a placement the platform refused without its own reasons (a 4xx). */
export const NOT_PLACED = 'jackpot.errors.notPlaced';

export type JackpotSlipStore = StoreApi<JackpotSlipState>;
export const createJackpotSlipStore = (): JackpotSlipStore => createStore<JackpotSlipState>()(() => EMPTY_SLIP);

/** The platform's refusal of a jackpot whose first match has started (spec 2 section 8, event passed). */
export const JACKPOT_CLOSED_CODE = 'RES-00047';

export interface ControllerDeps extends Pick<ShellContext, 'api' | 'bus' | 'stores'> {
  store: JackpotSlipStore;
  /** Told when the platform refused a placement because the jackpot closed, so the page shows it closed at once. */
  onJackpotClosed?: (jackpotId: number) => void;
  newUuid?: () => string;
  log?: Pick<Console, 'info' | 'error'>;
}

/**
 * The jackpot slip's behaviour around its pure model: the rule toasts, the price call after every change
 * (a newer one aborts the one in flight), placement for a logged-in player, and retail codes for a
 * visitor on a brand that offers them.
 */
export class JackpotSlipController {
  private inFlight: AbortController | null = null;
  private readonly newUuid: () => string;
  private readonly log: Pick<Console, 'info' | 'error'>;

  constructor(private readonly deps: ControllerDeps) {
    this.newUuid = deps.newUuid ?? (() => crypto.randomUUID());
    this.log = deps.log ?? console;
  }

  private get state() {
    return this.deps.store.getState();
  }
  private set(next: JackpotSlipState) {
    this.deps.store.setState(next, true);
  }
  private get loggedIn() {
    return this.deps.stores.session.getState().status === 'logged-in';
  }
  private get originId() {
    const ui = this.deps.stores.ui.getState();
    return ui.nativeApp ? BETSLIP_ORIGIN.nativeApp : ui.embedded ? BETSLIP_ORIGIN.embedded : BETSLIP_ORIGIN.default;
  }

  show(jackpotId: number) {
    this.set(showJackpot(this.state, jackpotId));
  }

  /** An outcome clicked on the board; a refused click is an error toast (spec 2 section 5). */
  select(jackpot: SlipJackpot, outcomeId: number) {
    const { state, error } = selectOutcome(this.state, jackpot, outcomeId);
    if (error) {
      this.deps.bus.emit('toast/show', { kind: 'error', messageKey: ERROR_TEXT_KEYS[error], autoCloseMs: ERROR_TOAST_MS });
      return;
    }
    this.set(state);
    void this.price(jackpot.jackpotId);
  }

  remove(jackpot: SlipJackpot, outcomeId: number) {
    this.set(removeSelection(this.state, jackpot, outcomeId));
    void this.price(jackpot.jackpotId);
  }

  clear(jackpot: SlipJackpot) {
    this.inFlight?.abort();
    this.set(clearBet(this.state, jackpot));
  }

  setStake(jackpotId: number, globalStake: number) {
    this.set(setGlobalStake(this.state, jackpotId, globalStake));
    void this.price(jackpotId);
  }

  startAgain() {
    this.set(startAgain(this.state));
  }

  /** The price of the jackpot's bet from the platform (its totalCost); nothing to price once the bet is gone. */
  async price(jackpotId: number): Promise<void> {
    this.inFlight?.abort();
    const bet = this.state.bets[jackpotId];
    if (!bet) return;
    const controller = new AbortController();
    this.inFlight = controller;
    this.set({ ...this.state, priceStatus: 'pending' });
    try {
      const { data } = await this.deps.api.post<JackpotSlipPrice>(PRICE_PATH, slipRequest(bet, this.originId), {
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      this.set(priced(this.state, data));
    } catch (error) {
      // Spec 2 section 8: a cancelled price call logs 'Operation canceled', other failures are logged.
      if (isRequestCancelled(error) || controller.signal.aborted) {
        this.log.info('Operation canceled');
        return;
      }
      this.log.error('jackpot price failed', error);
      this.set({ ...this.state, priceStatus: 'rejected' });
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
  }

  /**
   * Places the jackpot's bet. Placing needs a login (spec 2 section 1): a visitor is asked to log in and
   * keeps the selections. An accepted bet updates the balance and tells the other remotes.
   */
  async place(jackpotId: number): Promise<void> {
    if (!this.loggedIn) {
      this.deps.bus.emit('session/login-requested', { reason: 'place-bet' });
      return;
    }
    const bet = this.state.bets[jackpotId];
    if (!canPlace(this.state, bet)) return;
    // The device-session login (savanna's phone) has no player id: the path names the username instead.
    const accountId = accountIdOf(this.deps.stores.session.getState().session);
    if (!accountId) {
      this.deps.bus.emit('session/login-requested', { reason: 'place-bet' });
      return;
    }
    this.inFlight?.abort();
    const uuid = this.newUuid();
    this.set(placementStarted(this.state));
    try {
      const { data } = await this.deps.api.post<JackpotPlacementAnswer>(
        placePath(accountId),
        placementRequest(bet, this.originId),
        {
          params: { uuid },
          withAuth: true,
        },
      );
      this.set(placementAnswered(this.state, jackpotId, data));
      if (data.code === JACKPOT_CLOSED_CODE) this.deps.onJackpotClosed?.(jackpotId);
      if (data.availableBalance !== undefined) this.deps.stores.wallet.getState().setBalance(data.availableBalance);
      if (data.status === 'accepted') this.deps.bus.emit('bets/placed', { betSlipId: `J-${data.jackpotBetId ?? uuid}` });
    } catch (error) {
      this.set(placementFailed(this.state));
      this.failed(error, uuid);
    }
  }

  /** A visitor on a brand with retail codes takes a code to a shop instead of placing. */
  async retailCode(jackpotId: number): Promise<void> {
    const bet = this.state.bets[jackpotId];
    if (!canPlace(this.state, bet)) return;
    try {
      const { data } = await this.deps.api.post<JackpotRetailCodeAnswer>(RETAIL_CODE_PATH, slipRequest(bet, this.originId));
      this.set({ ...priced(this.state, data), retailCode: data.code });
    } catch (error) {
      this.failed(error, this.newUuid());
    }
  }

  /** A server failure is a toast with a reference; a refusal (4xx) is said by the slip's own messages. */
  private failed(error: unknown, reference: string) {
    this.log.error('jackpot slip call failed', error);
    const status = statusOf(error);
    if (status !== undefined && status < 500) {
      this.set({ ...this.state, errors: [NOT_PLACED] });
      return;
    }
    this.deps.bus.emit('toast/show', {
      kind: 'error',
      messageKey: SOMETHING_WENT_WRONG,
      values: { reference },
      autoCloseMs: ERROR_TOAST_MS,
    });
  }

  stop() {
    this.inFlight?.abort();
  }
}
