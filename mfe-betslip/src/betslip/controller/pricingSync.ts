import { isRequestCancelled, type BetModel, type ShellContext } from '@sportsbook/contracts';
import type { BetslipState } from '../betslipStore';
import { isPaused, orderedBets } from '../slipModel';
import { mergeServerModel, removeClosed } from '../serverModel';
import type { StoreApi } from 'zustand/vanilla';
import type { SlipRequestBody } from '@sportsbook/contracts/wire';
import { shownAmounts } from './slipRequest';

/** Closed outcomes show loading this long before they go (spec 2 section 9). */
export const CLOSED_REMOVAL_MS = 3000;

const SELECTIONS_PATH = '/xapi/rest/betslips/selections';

export interface PricingSyncDeps {
  api: ShellContext['api'];
  store: StoreApi<BetslipState>;
  body: () => SlipRequestBody;
  currency: () => string;
  loggedIn: () => boolean;
  africanBetslip: () => boolean;
  /** The brand's delay before a typed stake is priced (betslip_delay_before_update_stakes). */
  stakeDelayMs: () => number;
  /** How soon a slip the platform paused is priced again (the brand's poll_changes_refresh). */
  pauseRetryMs: () => number;
  onFailure: (error: unknown) => void;
  /** A pricing request cancelled on purpose (a newer one replaced it, placement or a cleared slip). */
  onCancelled: () => void;
}

/**
 * The slip priced by the platform (spec 2 section 4): POST when outcomes are added, PUT to refresh, a newer
 * request aborting the one in flight; a typed stake priced after the brand's delay; outcomes the platform
 * reports closed shown loading for 3 s, then removed and the slip priced again; a slip paused by a feed alert
 * priced again until betting resumes. `stop` ends it all.
 */
export class PricingSync {
  private inFlight: AbortController | null = null;
  private stakeTimer: ReturnType<typeof setTimeout> | undefined;
  private closedTimer: ReturnType<typeof setTimeout> | undefined;
  private pauseTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: PricingSyncDeps) {}

  private get state() {
    return this.deps.store.getState();
  }

  async sync(method: 'post' | 'put'): Promise<void> {
    if (!orderedBets(this.state).length) return;
    clearTimeout(this.pauseTimer);
    this.inFlight?.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    this.deps.store.setState({ refreshStatus: 'pending' });
    try {
      const { data } = await this.deps.api.request<BetModel>({
        method,
        url: SELECTIONS_PATH,
        data: this.deps.body(),
        signal: controller.signal,
        withAuth: this.deps.loggedIn(),
      });
      if (controller.signal.aborted) {
        this.deps.onCancelled();
        return;
      }
      this.merge(data);
      this.deps.store.setState({ refreshStatus: 'fulfilled' });
    } catch (error) {
      // Cancelled requests are only logged (spec 2 section 8): no toast, the slip keeps its last prices.
      if (isRequestCancelled(error) || controller.signal.aborted) {
        this.deps.onCancelled();
        return;
      }
      this.deps.store.setState({ refreshStatus: 'rejected' });
      this.deps.onFailure(error);
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
  }

  /** A stake typed: priced once the player pauses for the brand's delay. */
  syncAfterStakeDelay() {
    clearTimeout(this.stakeTimer);
    this.stakeTimer = setTimeout(() => void this.sync('put'), this.deps.stakeDelayMs());
  }

  /**
   * A slip the platform paused for a moment (a feed alert, RES-00249) is priced again after the brand's
   * poll-changes delay, and again while the pause lasts: the slip is otherwise priced only when the player
   * changes it, and Place bet, held by the refusal, would wait for a change nobody has a reason to make.
   */
  retryWhilePaused() {
    clearTimeout(this.pauseTimer);
    if (isPaused(this.state)) this.pauseTimer = setTimeout(() => void this.sync('put'), this.deps.pauseRetryMs());
  }

  /** Placement or a cleared slip: the pricing in flight and pending updates no longer matter. */
  cancel() {
    this.inFlight?.abort();
    clearTimeout(this.stakeTimer);
    clearTimeout(this.pauseTimer);
  }

  private merge(model: BetModel) {
    this.deps.store.setState(mergeServerModel(this.state, shownAmounts(model, this.deps.currency())));
    this.retryWhilePaused();
    if (this.state.closingOutcomeIds.length && !this.closedTimer) {
      this.closedTimer = setTimeout(() => {
        this.closedTimer = undefined;
        this.deps.store.setState(removeClosed(this.state, this.deps.africanBetslip()));
        void this.sync('put');
      }, CLOSED_REMOVAL_MS);
    }
  }

  stop() {
    this.cancel();
    clearTimeout(this.closedTimer);
    this.closedTimer = undefined;
  }
}
