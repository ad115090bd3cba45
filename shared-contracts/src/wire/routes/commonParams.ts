import { Type } from '@sinclair/typebox';
import { BETSLIP_ORIGIN } from '../../domain/betslip';

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
