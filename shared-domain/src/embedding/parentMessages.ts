/**
 * Messages exchanged with an embedding parent window (spec 1 section 7.3). Everything that arrives
 * from a parent is untrusted: parseParentMessage checks its shape and refuses anything else.
 */
export type ParentMessage =
  | { type: 'ready' }
  | { type: 'logon'; responsibleContext?: Record<string, unknown> }
  | { type: 'logout' }
  | { type: 'size'; height: number }
  | { type: 'balanceupdate'; balance?: number }
  | { type: 'language'; locale: string }
  | { type: 'useractivity'; timestamp: number }
  | { type: 'login-requested' };

export type ParentMessageType = ParentMessage['type'];

export type ParseResult = { ok: true; message: ParentMessage } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseParentMessage(data: unknown): ParseResult {
  const value = typeof data === 'string' ? safeJson(data) : data;
  if (!isRecord(value) || typeof value.type !== 'string') {
    return { ok: false, error: 'message must be an object with a string "type"' };
  }
  switch (value.type) {
    case 'ready':
    case 'logout':
    case 'login-requested':
      return { ok: true, message: { type: value.type } };
    case 'logon':
      if (value.responsibleContext !== undefined && !isRecord(value.responsibleContext)) {
        return { ok: false, error: 'logon.responsibleContext must be an object' };
      }
      return { ok: true, message: { type: 'logon', responsibleContext: value.responsibleContext } };
    case 'size':
      return isFiniteNonNegative(value.height)
        ? { ok: true, message: { type: 'size', height: value.height } }
        : { ok: false, error: 'size.height must be a non-negative number of pixels' };
    case 'balanceupdate':
      if (value.balance !== undefined && typeof value.balance !== 'number') {
        return { ok: false, error: 'balanceupdate.balance must be a number' };
      }
      return { ok: true, message: { type: 'balanceupdate', balance: value.balance } };
    case 'language':
      return typeof value.locale === 'string' && /^[a-z]{2}$/.test(value.locale)
        ? { ok: true, message: { type: 'language', locale: value.locale } }
        : { ok: false, error: 'language.locale must be a two-letter locale' };
    case 'useractivity':
      return isFiniteNonNegative(value.timestamp)
        ? { ok: true, message: { type: 'useractivity', timestamp: value.timestamp } }
        : { ok: false, error: 'useractivity.timestamp must be a number' };
    default:
      return { ok: false, error: `unknown message type "${value.type}"` };
  }
}

function isFiniteNonNegative(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An origin is allowed only when it is listed exactly; '*' is never honoured. */
export function isAllowedParentOrigin(origin: string, allowList: readonly string[]): boolean {
  return origin !== '' && origin !== 'null' && allowList.includes(origin);
}

/**
 * What an embedding parent learns when a player logs on inside the frame: who, in which currency and
 * language, and since when, so the operator's own site can run its responsible-gambling tools (session
 * clock, reality checks, limits) for the session the frame started. No token ever leaves the frame.
 */
export function responsibleContext(
  session: { username: string; currency: string; locale?: string; icore_player_id?: string; alsPlayerId?: string },
  loggedInAt: Date,
  pageLanguage: string,
): Record<string, unknown> {
  return {
    username: session.username,
    playerId: session.icore_player_id ?? session.alsPlayerId ?? null,
    currency: session.currency,
    // A player who never chose a language has none on the session (it came empty): the page's is theirs.
    locale: session.locale || pageLanguage,
    sessionStartedAt: loggedInAt.toISOString(),
  };
}
