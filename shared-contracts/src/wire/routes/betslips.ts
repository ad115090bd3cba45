import { Type, type Static } from '@sinclair/typebox';
import { MULTIPLE_BET_TYPE_ID } from '@sportsbook/domain';
import { OriginId } from './commonParams';
import { BigintId, IntegerId } from './inputBounds';

const Stake = Type.Number({ minimum: 0, maximum: 1e9 });

/** The selection and placement model the betslip sends (spec 2 section 7): pricing, placement and retail codes. */
export const SlipBody = Type.Object(
  {
    singles: Type.Array(
      Type.Object(
        {
          outcomeId: BigintId(),
          decimal: Type.Optional(Type.Number({ exclusiveMinimum: 1, maximum: 10_000 })),
          unitStake: Type.Optional(Stake),
          /** The part of the stake paid from free money (spec 2 section 4's free-bet stake). */
          freeMoneyUnitStake: Type.Optional(Stake),
          eachWay: Type.Optional(Type.Boolean()),
          spread: Type.Optional(Type.Number({ minimum: -1000, maximum: 1000 })),
        },
        { additionalProperties: true },
      ),
      { minItems: 1, maxItems: 100 },
    ),
    multiples: Type.Optional(
      Type.Array(
        Type.Object(
          {
            betTypeId: Type.Literal(MULTIPLE_BET_TYPE_ID),
            unitStake: Stake,
            /** The slip's name for the multiple (mul1), as the platform names it in its errors; not read. */
            ref: Type.Optional(Type.Unknown()),
          },
          { additionalProperties: true },
        ),
        { maxItems: 1 },
      ),
    ),
    systems: Type.Optional(
      Type.Array(
        Type.Object(
          { betTypeId: Type.Integer({ minimum: 300002, maximum: 300099 }), unitStake: Stake },
          { additionalProperties: true },
        ),
        { maxItems: 20 },
      ),
    ),
    userAcceptOdds: Type.Optional(Type.Union([Type.Literal('D'), Type.Literal('A')])),
    originId: Type.Optional(OriginId),
    /** Older slips' whole-slip free money switch, still read. */
    usePromoCash: Type.Optional(Type.Boolean()),
    priceType: Type.Optional(Type.Union([Type.Literal('LP'), Type.Literal('SP')])),
    showSysBets: Type.Optional(Type.Boolean()),
    accountId: Type.Optional(Type.Union([IntegerId(), Type.String({ maxLength: 60 })])),
  },
  { additionalProperties: true },
);
export type SlipRequestBody = Static<typeof SlipBody>;

/** A placed slip's status check. */
export const StatusParams = Type.Object({ betSlipId: Type.String({ format: 'uuid' }) });
