import { Type, type Static } from '@sinclair/typebox';
import { CommonParams } from './commonParams';
import { BigintId } from './inputBounds';

/** One of a player's bets in a path. */
export const BetParams = Type.Object({
  accountId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }),
  betId: BigintId(),
});

/** The settled bets' list: how many to show. */
export const SettledBetsQuery = Type.Object(
  { ...CommonParams, numberOfBets: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) },
  { additionalProperties: false },
);

/** Takes a held cash-out offer: in part, an amount in major units like every amount on the wire; without it, the whole offer. */
export const CashOutTakeBody = Type.Object(
  { offerId: Type.String({ format: 'uuid' }), amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e12 })) },
  { additionalProperties: false },
);
export type CashoutTake = Static<typeof CashOutTakeBody>;

/** An automatic cash-out rule: the value at which the bet is cashed out. */
export const AutoCashOutBody = Type.Object(
  { target: Type.Number({ exclusiveMinimum: 0, maximum: 1e12 }) },
  { additionalProperties: false },
);
export type AutoCashOutRequest = Static<typeof AutoCashOutBody>;

const Legs = Type.Array(BigintId(), { maxItems: 30 });
/** An edit's quote: the legs it removes and the outcomes it adds. */
export const EditBetQuoteBody = Type.Object({ remove: Legs, add: Legs }, { additionalProperties: false });
export type BetEditRequest = Static<typeof EditBetQuoteBody>;

/** Confirms an edit at the quote the player saw. */
export const EditBetConfirmBody = Type.Object({ quoteId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export type EditBetConfirmRequest = Static<typeof EditBetConfirmBody>;
