import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { chatConfiguration, chatLink, ChatConfigurationError } from './chatModel';

describe('live chat (spec 1 sections 4 and 8)', () => {
  it.each<[string, Parameters<typeof chatLink>[1], string | null]>([
    ['not asked yet: no link', null, null],
    ['with a token: the s parameter', { s: 'abc.1' }, 'https://chat.example/start?lang=en&s=abc.1'],
    ['the token failed: the URL without s', 'FAILED', 'https://chat.example/start?lang=en'],
  ])('%s', (_case, token, link) => {
    expect(chatLink('https://chat.example/start?lang=en', token)).toBe(link);
  });

  it('keeps a relative chat URL relative', () => {
    expect(chatLink('/chat', { s: 'x' })).toBe('/chat?s=x');
  });

  it('refuses a missing URL or token URL with a message naming it', () => {
    expect(() => chatConfiguration(DEFAULT_SETTINGS)).toThrow(new ChatConfigurationError('URL'));
    expect(() => chatConfiguration({ live_chat_url: '/chat', live_chat_token_url: '' })).toThrow(
      'The live chat token URL is not defined',
    );
    expect(chatConfiguration({ live_chat_url: '/chat', live_chat_token_url: '/api/chat/token' })).toEqual({
      url: '/chat',
      tokenUrl: '/api/chat/token',
    });
  });
});
