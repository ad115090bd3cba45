import { Type } from '@sinclair/typebox';

/** Parameters every call may carry from the client's interceptor (spec 2's common request rules). */
export const CommonParams = {
  l: Type.Optional(Type.String({ maxLength: 10 })),
  pub: Type.Optional(Type.String({ maxLength: 40 })),
  mc: Type.Optional(Type.String({ maxLength: 10 })),
};

/** A player's account in a path. */
export const AccountParams = Type.Object({ accountId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) });
