import { Type, type Static } from '@sinclair/typebox';
import { BigintId } from './inputBounds';

/** A bet builder's legs to quote. */
export const BuilderQuoteBody = Type.Object(
  { outcomeIds: Type.Array(BigintId(), { minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
);
export type BuilderQuoteRequest = Static<typeof BuilderQuoteBody>;

/** An event in a path. */
export const EventIdParams = Type.Object({ id: BigintId() });
