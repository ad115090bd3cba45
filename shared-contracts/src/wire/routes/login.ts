import { Type, type Static } from '@sinclair/typebox';
import { CommonParams } from './commonParams';

/** Spec 1 section 9: a one-time code is six digits. */
export const OTP_LENGTH = 6;

/** Issue 39: a player at the session quota (INT051) may end the other sessions with the same login. */
const EndOtherSessions = { endOtherSessions: Type.Optional(Type.Boolean()) };
export const Credentials = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 60 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    product: Type.Optional(Type.String({ maxLength: 40 })),
    ...EndOtherSessions,
  },
  { additionalProperties: false },
);
const Challenge = { challenge: Type.String({ format: 'uuid' }) };
export const OtpBody = Type.Object(
  { ...Challenge, code: Type.String({ pattern: `^\\d{${OTP_LENGTH}}$` }) },
  { additionalProperties: false },
);
export const AnswerBody = Type.Object(
  { ...Challenge, answer: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const ChallengeBody = Type.Object(Challenge, { additionalProperties: false });
export const LogoutQuery = Type.Object(
  { ...CommonParams, reason: Type.Optional(Type.String({ maxLength: 40 })) },
  { additionalProperties: false },
);
export const DeviceLogin = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 60 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    device: Type.Object(
      {
        clientType: Type.String({ maxLength: 40 }),
        deviceId: Type.String({ minLength: 8, maxLength: 64 }),
        deviceType: Type.String({ maxLength: 40 }),
      },
      { additionalProperties: false },
    ),
    ...EndOtherSessions,
  },
  { additionalProperties: false },
);
export const RefreshBody = Type.Object(
  { sessionId: Type.String({ format: 'uuid' }), refreshToken: Type.String({ minLength: 20, maxLength: 200 }) },
  { additionalProperties: false },
);
export const GameLaunch = Type.Object(
  {
    flashClient: Type.Boolean(),
    gameCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
    integrationChannelCode: Type.String({ maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type CredentialsBody = Static<typeof Credentials>;
export type OtpRequest = Static<typeof OtpBody>;
export type AnswerRequest = Static<typeof AnswerBody>;
export type ChallengeRequest = Static<typeof ChallengeBody>;
export type DeviceLoginBody = Static<typeof DeviceLogin>;
export type RefreshRequest = Static<typeof RefreshBody>;
export type GameLaunchRequest = Static<typeof GameLaunch>;
