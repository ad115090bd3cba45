/**
 * The bet builder (same-game multi): several outcomes of one event priced together as one selection.
 * `POST /xapi/rest/betbuilder/quotes` takes `{ outcomeIds }` and answers a quote with the builder's own
 * outcome id, which the betslip adds as any selection; `GET /xapi/rest/events/:id/betbuilders` answers a
 * few ready-made builders (quotes without an outcome id yet).
 */
export interface BetBuilderLeg {
  outcomeId: number;
  marketId: number;
  marketDescription: string;
  outcomeDescription: string;
  /** The leg's own price, as its market offers it. */
  price: number;
}

export interface BetBuilderQuote {
  /** Set once the builder exists as a selection (quotes); absent on ready-made builders. */
  outcomeId?: number;
  eventId: number;
  eventDescription: string;
  legs: BetBuilderLeg[];
  /** The builder's price: the legs' joint chance on the match model, with margin. */
  price: number;
  /** The product of the legs' prices, which the builder's price is not. */
  legsProduct: number;
  status: 'open' | 'suspended';
}

/** Why a builder is refused (a 4xx answer): the selections at fault, by their outcome ids. */
export type BetBuilderRefusalCode =
  | 'BUILDER_DUPLICATE'
  | 'BUILDER_LEG_COUNT'
  | 'BUILDER_UNKNOWN_SELECTION'
  | 'BUILDER_OTHER_EVENT'
  | 'BUILDER_NOT_OFFERED'
  | 'BUILDER_LEG_CLOSED'
  | 'BUILDER_CONTRADICTION'
  | 'BUILDER_UNPRICEABLE'
  | 'BUILDER_OUT_OF_RANGE';

export interface BetBuilderRefusal {
  statusCode: number;
  code: BetBuilderRefusalCode;
  message: string;
  outcomeIds: number[];
}
