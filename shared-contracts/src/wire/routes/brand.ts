import { Type, type Static } from '@sinclair/typebox';
import { CLIENT_ERROR_PHASES } from '../clientErrorReport';
import { CommonParams } from './commonParams';
import { BigintId, IntegerId, MAX_TIMESTAMP_MS } from './inputBounds';

/** The player types a page may name when it asks for an advert (spec 1 section 2.8). */
export const PLAYER_TYPES = [
  'logged_out',
  'logged_in',
  'logged_in_deposited',
  'logged_in_not_deposited',
  'logged_in_not_played',
  'just_registered',
] as const;

/** The id of a brand's translation overrides. */
export const TRANSLATIONS_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/** The brand's settings' query (spec 1 section 2). */
export const SettingsQuery = Type.Object(
  {
    cached: Type.Optional(Type.Boolean()),
    all: Type.Optional(Type.Boolean()),
    c: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3,4}$', description: 'currency code' })),
    pub: Type.Optional(Type.String()),
    l: Type.Optional(Type.String()),
    mc: Type.Optional(Type.Union([Type.Literal('web'), Type.Literal('mobile')])),
  },
  { additionalProperties: false },
);
// Extra parameters are let through, as before these routes had a schema: only the brand (pub) is read.
/** A brand's translation overrides: which set. */
export const TranslationsQuery = Type.Object(
  { translationsId: Type.Optional(Type.String({ pattern: TRANSLATIONS_ID_PATTERN })) },
  { additionalProperties: false },
);

/** An advert's query: the player type the page says (spec 1 section 2.8). */
export const AdvertQuery = Type.Object(
  {
    ...CommonParams,
    player_type: Type.Union(PLAYER_TYPES.map((t) => Type.Literal(t))),
    username: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);
/** An html widget's query: whether only an active one will do. */
export const WidgetQuery = Type.Object(
  { ...CommonParams, active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
/** The gaming-authority seal's query: the host it is shown on. */
export const SealQuery = Type.Object(
  { ...CommonParams, host: Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.:-]+$' }) },
  { additionalProperties: false },
);
/** The event counts' query: which app asks. */
export const MetricsQuery = Type.Object(
  { ...CommonParams, app: Type.Union([Type.Literal('sportsbook'), Type.Literal('sportsbook-mobile')]) },
  { additionalProperties: false },
);
/** The odds ladder and margins' version in a path. */
export const OddsLadderParams = Type.Object({ version: IntegerId() });
/** The odds ladder and margins' query. */
export const OddsLadderQuery = Type.Object(
  {
    ...CommonParams,
    skipLanguage: Type.Optional(Type.Boolean()),
    overrideBrand: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,40}$' })),
    type: Type.Optional(Type.String({ maxLength: 20 })),
    eventId: Type.Optional(BigintId()),
  },
  { additionalProperties: false },
);

/** The session's keep-alive query. */
export const SessionQuery = Type.Object({
  timestamp: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_TIMESTAMP_MS })),
  pub: Type.Optional(Type.String()),
  l: Type.Optional(Type.String()),
  mc: Type.Optional(Type.String()),
});

/** A game in a path. */
export const GameParams = Type.Object({ gameCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) });
/** How a game is played: for fun or for money. */
export const GamePlayQuery = Type.Object(
  {
    mode: Type.Union([Type.Literal('demo'), Type.Literal('real')]),
    channel: Type.Optional(Type.String({ maxLength: 40 })),
    l: Type.Optional(Type.String({ maxLength: 10 })),
    /** A provider framed with the player's token (dst props): the operator's id there, the token, the currency. */
    operatorId: Type.Optional(Type.String({ maxLength: 80 })),
    token: Type.Optional(Type.String({ maxLength: 200 })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3,5}$' })),
  },
  { additionalProperties: false },
);

/**
 * The body is the username as plain text. An empty body still reaches the handler (the validator's type
 * coercion reads it as ''), so a caller without a session hears 401 (log in) before 400 (wrong body).
 */
/** The chat token's body: the player's name as text. */
export const ChatBody = Type.String({ maxLength: 200 });

/** A remote's failure as the browser reports it. */
export const ClientErrorBody = Type.Object(
  {
    remote: Type.Optional(Type.String({ maxLength: 40 })),
    phase: Type.Union(CLIENT_ERROR_PHASES.map((phase) => Type.Literal(phase))),
    message: Type.String({ minLength: 1, maxLength: 4000 }),
    stack: Type.Optional(Type.String({ maxLength: 20000 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    at: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

export type ClientErrorReportBody = Static<typeof ClientErrorBody>;
