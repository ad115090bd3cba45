import type { LogoutReason } from '../domain/session';
import type { Wallet } from '../domain/wallet';
import type { BetslipSelection } from '../domain/betslip';
import type { ParentMessage } from '@sportsbook/domain';

export type ToastKind = 'info' | 'success' | 'error';

/** Every command and notification of the bus, by name, with its payload. */
export interface BusEvents {
  'betslip/toggle-outcome': { selection: Omit<BetslipSelection, 'ref' | 'includeInMultiples'> };
  'betslip/open': void;
  'session/login-requested': { reason?: 'place-bet' | 'my-account' | 'user' };
  'session/logout-requested': { reason: LogoutReason };
  'session/changed': { loggedIn: boolean; username?: string; reason?: LogoutReason };
  'wallet/updated': { wallet: Wallet };
  'bets/placed': { betSlipId: string };
  'mybets/open': void;
  'menu/toggle': { open?: boolean };
  'navigation/go': { path: string; replace?: boolean };
  /** Back to the stored previous location, else the spec's default for the page (spec 1 section 2.3). */
  'navigation/back': void;
  /** The player chose a language: the shell stores it in the locale cookie and shows the same path in it. */
  'language/select': { locale: string };
  /** A message that arrived from the embedding parent, already checked. */
  'parent/message': ParentMessage;
  /** Asks the shell to post a message to the embedding parent. */
  'parent/post': ParentMessage;
  /** A notification of spec 1 section 8 by id (the catalogue's, or one the platform names). */
  'notification/show': { id: string };
  /**
   * A toast: `messageKey`'s text, or `text` as it is when the message is one the operator configured (a
   * setting, already in the page's language), which no catalogue holds.
   */
  'toast/show': { kind: ToastKind; autoCloseMs?: number } & (
    { messageKey: string; values?: Record<string, unknown> } | { text: string }
  );
}

export type BusEventName = keyof BusEvents;
