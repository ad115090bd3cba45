import { Type } from '@sinclair/typebox';
import { BigintId, IntegerId } from '../http/inputBounds';

const Stake = Type.Number({ minimum: 0, maximum: 1e9 });

/** The selection and placement model the betslip sends (spec 2 section 7). */
export const SlipBody = Type.Object(
  {
    singles: Type.Array(
      Type.Object(
        {
          outcomeId: BigintId(),
          decimal: Type.Optional(Type.Number({ exclusiveMinimum: 1, maximum: 10_000 })),
          unitStake: Type.Optional(Stake),
          freeMoneyUnitStake: Type.Optional(Stake),
          eachWay: Type.Optional(Type.Boolean()),
          spread: Type.Optional(Type.Number({ minimum: -1000, maximum: 1000 })),
        },
        { additionalProperties: true },
      ),
      { minItems: 1, maxItems: 100 },
    ),
    multiples: Type.Optional(
      Type.Array(Type.Object({ betTypeId: Type.Literal(200002), unitStake: Stake }, { additionalProperties: true }), {
        maxItems: 1,
      }),
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
    originId: Type.Optional(Type.Union([Type.Literal(11), Type.Literal(20), Type.Literal(21)])),
    usePromoCash: Type.Optional(Type.Boolean()),
    priceType: Type.Optional(Type.Union([Type.Literal('LP'), Type.Literal('SP')])),
    showSysBets: Type.Optional(Type.Boolean()),
    accountId: Type.Optional(Type.Union([IntegerId(), Type.String({ maxLength: 60 })])),
  },
  { additionalProperties: true },
);
