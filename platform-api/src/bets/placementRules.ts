// How the platform decides a slip besides its prices: the live delay, the trader's referral and their windows.
/** In-play bets wait this long before they are accepted, so the price still holds when the delay ends. */
export const LIVE_DELAY_SECONDS = 3;
/** A delayed bet not confirmed within this long after its delay has timed out (RES-00199). */
export const CONFIRM_WITHIN_SECONDS = 30;
/** Stakes above this go to a trader for approval; the simulated trader refuses above the second (both scaled for scaled currencies). */
export const REFERRAL_STAKE = 2000;
export const ATTENDANT_REJECTS_ABOVE = 5000;
export const ATTENDANT_SECONDS = 2;
