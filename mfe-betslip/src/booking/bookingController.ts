import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Settings, ShellContext } from '@sportsbook/contracts';
import { BOOKING_CODE_PARAM, normaliseBookingCode } from '@sportsbook/domain';
import type { BetslipState } from '../betslip';
import { openBookingCode, shareSelections } from './bookingApi';
import { addBooked, NO_BOOKING, problemOf, slipOutcomeIds, type BookingProblem, type BookingState } from './bookingModel';

export interface BookingDeps {
  api: ShellContext['api'];
  slip: StoreApi<BetslipState>;
  settings: () => Settings;
  /** Prices the slip with the platform once selections are added (the slip's own POST). */
  priceSlip: () => Promise<void>;
  /** The page's address; the browser's unless a test gives its own. */
  location?: Pick<Location, 'search' | 'href'>;
  /** Takes the code out of the address once loaded, so a reload does not add its selections again. */
  replaceAddress?: (url: string) => void;
}

/**
 * Booking codes on the slip (brands with `enable_booking_codes`): the slip shared as a code, a code typed in
 * the slip or carried by a link (`?bookingCode=`) loaded into it. Its state is its own store, beside the slip's.
 */
export class BookingController {
  readonly store: StoreApi<BookingState> = createStore<BookingState>(() => NO_BOOKING);
  private readonly location: Pick<Location, 'search' | 'href'>;

  constructor(private readonly deps: BookingDeps) {
    this.location = deps.location ?? window.location;
  }

  private set(next: Partial<BookingState>) {
    this.store.setState(next);
  }

  /** Loads the code a link carried, once (a mistyped one says so). */
  start(): void {
    if (!this.deps.settings().enable_booking_codes) return;
    const code = new URLSearchParams(this.location.search).get(BOOKING_CODE_PARAM);
    if (code === null) return;
    const url = new URL(this.location.href);
    url.searchParams.delete(BOOKING_CODE_PARAM);
    (this.deps.replaceAddress ?? ((next) => history.replaceState(history.state, '', next)))(url.toString());
    void this.load(code);
  }

  async share(): Promise<void> {
    const outcomeIds = slipOutcomeIds(this.deps.slip.getState());
    if (!outcomeIds.length || this.store.getState().busy) return;
    this.set({ busy: true, problem: null });
    try {
      const { code } = await shareSelections(this.deps.api, outcomeIds);
      this.set({ busy: false, shared: { code, outcomeIds } });
    } catch (error) {
      this.set({ busy: false, problem: { kind: problemOf(error), outcomeIds } });
    }
  }

  /** A code typed or carried by a link: its open selections join the slip, its closed ones are named. */
  async load(typed: string): Promise<void> {
    const code = normaliseBookingCode(typed);
    if (!code) {
      this.refused({ kind: 'malformed' });
      return;
    }
    if (this.store.getState().busy) return;
    this.set({ busy: true, problem: null, loaded: null });
    try {
      const answer = await openBookingCode(this.deps.api, code);
      const { settings, slip } = this.deps;
      const { slip: next, added } = addBooked(
        slip.getState(),
        answer.selections,
        settings().max_bets_on_betslip,
        settings().african_betslip,
      );
      // The loaded slip is a new one: whatever it showed before (a receipt, a retail code) gives way.
      slip.setState({ ...next, open: true, retailCode: null });
      this.set({ busy: false, loaded: { code, added, closed: answer.closed, outcomeIds: slipOutcomeIds(next) } });
      if (added) await this.deps.priceSlip();
    } catch (error) {
      this.refused({ kind: problemOf(error), code });
    }
  }

  /** A code that did not load: the slip opens to say why (on a phone an empty slip is otherwise not shown). */
  private refused(problem: { kind: BookingProblem; code?: string }) {
    this.set({ busy: false, problem: { ...problem, outcomeIds: slipOutcomeIds(this.deps.slip.getState()) }, loaded: null });
    this.deps.slip.setState({ open: true });
  }
}
