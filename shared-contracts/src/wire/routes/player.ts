import { Type, type Static } from '@sinclair/typebox';
import { ODDS_TYPES } from '../../domain/odds';
import {
  DEPOSIT_LIMIT_PERIODS,
  TIME_OUT_PERIODS,
  type DepositLimitPeriod,
  type TimeOutPeriod,
  SELF_EXCLUSION_PERIODS,
  type SelfExclusionPeriod,
} from '@sportsbook/domain';
import { CommonParams } from './commonParams';

/** The sportsbook balance's query: with its parts, or not. */
export const BalanceQuery = Type.Object({ ...CommonParams, includeFullBalanceDetails: Type.Optional(Type.Boolean()) });
/** A player in a path. */
export const PlayerParams = Type.Object({ player: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) });
// Null first: ajv's type coercion would make a null 0 in the number branch, and null is "no default stake".
const Stake = Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: 1e9 })]);
export const DetailsBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 60 }),
    priceFormat: Type.String({ pattern: '^(EURO|HK|US|MALAY|INDO)$' }),
    defaultStake: Stake,
  },
  { additionalProperties: false },
);
export const PrefsBody = Type.Object(
  {
    price_format: Type.Optional(Type.Union(ODDS_TYPES.map((o) => Type.Literal(o)))),
    layout: Type.Optional(Type.Union([Type.Literal('asian'), Type.Literal('euro'), Type.Literal('thai')])),
    default_stake: Type.Optional(Stake),
    sort_by: Type.Optional(Type.Union([Type.Literal('time'), Type.Literal('competition')])),
    accept_higher_odds: Type.Optional(Type.Union([Type.Literal('D'), Type.Literal('A')])),
    theme: Type.Optional(Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Literal('system')])),
  },
  { additionalProperties: false, minProperties: 1 },
);
/** A day of the account history's filter (YYYY-MM-DD, UTC): from includes its day, to includes its own. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const TransactionsQuery = Type.Object(
  {
    ...CommonParams,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  },
  { additionalProperties: false },
);
export const HistoryQuery = Type.Object(
  { ...CommonParams, from: Type.Optional(Day), to: Type.Optional(Day) },
  { additionalProperties: false },
);
// Null first, as for the stake: null is "no limit".
const Limit = Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: 1e9 })]);
export const DepositLimitsBody = Type.Object(
  { daily: Limit, weekly: Limit, monthly: Limit } satisfies Record<DepositLimitPeriod, typeof Limit>,
  { additionalProperties: false },
);
const PeriodOfLimit = Type.Union(DEPOSIT_LIMIT_PERIODS.map((period) => Type.Literal(period)));
/** Confirms a raised deposit limit once its wait is over. */
export const DepositLimitConfirmBody = Type.Object({ period: PeriodOfLimit }, { additionalProperties: false });
export const DepositBody = Type.Object(
  { amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }) },
  { additionalProperties: false },
);
export const TimeOutBody = Type.Object(
  { period: Type.Union((Object.keys(TIME_OUT_PERIODS) as TimeOutPeriod[]).map((period) => Type.Literal(period))) },
  { additionalProperties: false },
);
export const RealityCheckBody = Type.Object(
  { minutes: Type.Union([Type.Null(), Type.Number({ exclusiveMinimum: 0, maximum: 24 * 60 })]) },
  { additionalProperties: false },
);

export const SelfExclusionBody = Type.Object(
  { period: Type.Union((Object.keys(SELF_EXCLUSION_PERIODS) as SelfExclusionPeriod[]).map((period) => Type.Literal(period))) },
  { additionalProperties: false },
);

export const BonusBody = Type.Object(
  { wasSetRealMoneyBonuses: Type.Boolean(), realMoneyBonuses: Type.Boolean() },
  { additionalProperties: false },
);

export type DetailsRequest = Static<typeof DetailsBody>;
export type PreferencesRequest = Static<typeof PrefsBody>;
/** The body of `PUT .../depositLimits`: every period, null for no limit. Lower applies at once; higher waits. */
export type DepositLimitsRequest = Static<typeof DepositLimitsBody>;
export type DepositLimitConfirmRequest = Static<typeof DepositLimitConfirmBody>;
export type DepositRequest = Static<typeof DepositBody>;
export type TimeOutRequest = Static<typeof TimeOutBody>;
export type RealityCheckRequest = Static<typeof RealityCheckBody>;
export type SelfExclusionRequest = Static<typeof SelfExclusionBody>;
export type BonusRequest = Static<typeof BonusBody>;
