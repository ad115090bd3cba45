import { Type, type Static } from '@sinclair/typebox';
import { OriginId } from './commonParams';
import { BigintId, idList, IntegerId, INTEGER_MAX } from './inputBounds';

const GlobalStake = Type.Number({ exclusiveMinimum: 0, maximum: 1e9 });
const OutcomeIds = idList('bigint', 100, 'comma-joined outcome ids');

/** The jackpot slip's price and retail-code calls (spec 2 section 7): outcome ids comma joined. */
export const JackpotSelections = Type.Object(
  { jackpotId: IntegerId(), globalStake: GlobalStake, originId: Type.Optional(OriginId), outcomeIds: OutcomeIds },
  { additionalProperties: false },
);
export type JackpotSelectionsBody = Static<typeof JackpotSelections>;

/** The jackpot bet of spec 2 section 3: its picks as singles (ordinal, outcomeId), and the price the player saw. */
export const JackpotBetslip = Type.Object(
  {
    jackpotId: IntegerId(),
    globalStake: GlobalStake,
    originId: Type.Optional(OriginId),
    outcomeIds: Type.Optional(OutcomeIds),
    jackpotPrize: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
    jackpotTotalStake: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
    noOfBets: Type.Optional(Type.Integer({ minimum: 0, maximum: INTEGER_MAX })),
    singles: Type.Optional(
      Type.Array(Type.Object({ ordinal: IntegerId(), outcomeId: BigintId() }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: 100,
      }),
    ),
  },
  { additionalProperties: false },
);
export type JackpotBetslipBody = Static<typeof JackpotBetslip>;
