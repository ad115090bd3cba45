import type { Settings } from '@sportsbook/contracts';

/** The chat session token: not asked yet, the token, or FAILED after an error (spec 1 section 4). */
export type ChatToken = null | { s: string } | 'FAILED';

export class ChatConfigurationError extends Error {
  constructor(missing: string) {
    super(`The live chat ${missing} is not defined`);
    this.name = 'ChatConfigurationError';
  }
}

/** The chat's URL and token URL; a brand without them has no chat, said loudly (spec 1 section 8). */
export function chatConfiguration(settings: Pick<Settings, 'live_chat_url' | 'live_chat_token_url'>): {
  url: string;
  tokenUrl: string;
} {
  if (!settings.live_chat_url) throw new ChatConfigurationError('URL');
  if (!settings.live_chat_token_url) throw new ChatConfigurationError('token URL');
  return { url: settings.live_chat_url, tokenUrl: settings.live_chat_token_url };
}

/** Where the chat opens: with the session token as s, or, once the token failed, without it. */
export function chatLink(url: string, token: ChatToken): string | null {
  if (token === null) return null;
  if (token === 'FAILED') return url;
  const link = new URL(url, 'http://relative.invalid');
  link.searchParams.set('s', token.s);
  return link.origin === 'http://relative.invalid' ? `${link.pathname}${link.search}` : link.toString();
}
