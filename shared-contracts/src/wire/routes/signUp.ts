import { Type, type Static } from '@sinclair/typebox';

/** What sign-up takes as a username. */
export const USERNAME_PATTERN = '^[A-Za-z0-9_]{3,20}$';
/** A password reset's code is six digits. */
export const RESET_CODE_LENGTH = 6;

const Name = Type.String({ minLength: 1, maxLength: 60, pattern: "^[\\p{L}][\\p{L} '.-]*$" });
export const SignUpBody = Type.Object(
  {
    username: Type.String({ pattern: USERNAME_PATTERN }),
    email: Type.String({ format: 'email', maxLength: 120 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    dateOfBirth: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    countryCode: Type.String({ pattern: '^[A-Z]{2}$' }),
    currency: Type.String({ pattern: '^[A-Z]{3,4}$' }),
    firstName: Name,
    lastName: Name,
    termsAccepted: Type.Literal(true),
  },
  { additionalProperties: false },
);
export const ResetRequestBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 60 }) },
  { additionalProperties: false },
);
export const ResetBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 60 }),
    code: Type.String({ pattern: `^\\d{${RESET_CODE_LENGTH}}$` }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type SignUpRequest = Static<typeof SignUpBody>;
export type ResetRequest = Static<typeof ResetRequestBody>;
export type ResetConfirmRequest = Static<typeof ResetBody>;
