import { Type } from '@sinclair/typebox';
import { BETSLIP_ORIGIN } from '../../domain/betslip';
import { IntegerId } from './inputBounds';

/** Parameters every call may carry from the client's interceptor (spec 2's common request rules). */
export const CommonParams = {
  l: Type.Optional(Type.String({ maxLength: 10 })),
  pub: Type.Optional(Type.String({ maxLength: 40 })),
  mc: Type.Optional(Type.String({ maxLength: 10 })),
};

/** A player's account in a path. */
export const AccountParams = Type.Object({ accountId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) });

/** A placement's query: its idempotency key (`uuid`) besides the common parameters. */
export const PlacementQuery = Type.Object(
  { ...CommonParams, uuid: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }) },
  { additionalProperties: false },
);

/** The origin ids a bet is sent with (spec 1 section 9). */
export const OriginId = Type.Union([
  Type.Literal(BETSLIP_ORIGIN.default),
  Type.Literal(BETSLIP_ORIGIN.embedded),
  Type.Literal(BETSLIP_ORIGIN.nativeApp),
]);

/** Only the common parameters. */
export const CommonQuery = Type.Object(CommonParams, { additionalProperties: false });

/** The common parameters and any other: the routes that took others before their schemas were strict still do. */
export const CommonQueryLoose = Type.Object(CommonParams);

/** A language in a path. */
export const LocaleParams = Type.Object({ locale: Type.String({ pattern: '^[a-z]{2}$' }) });

/** An `integer` column's id in a path (a promotion, an advert, a coupon group). */
export const IntegerIdParams = Type.Object({ id: IntegerId() });
