import { isAllowedParentOrigin, parseParentMessage, responsibleContext } from './parentMessages';

describe('parent messages', () => {
  it.each([
    [{ type: 'ready' }, { type: 'ready' }],
    [
      { type: 'size', height: 640 },
      { type: 'size', height: 640 },
    ],
    ['{"type":"language","locale":"de"}', { type: 'language', locale: 'de' }],
    [
      { type: 'useractivity', timestamp: 1700000000000 },
      { type: 'useractivity', timestamp: 1700000000000 },
    ],
    [
      { type: 'balanceupdate', balance: 10 },
      { type: 'balanceupdate', balance: 10 },
    ],
  ])('accepts %j', (input, expected) => {
    expect(parseParentMessage(input)).toEqual({ ok: true, message: expected });
  });

  it.each([
    [null, 'message must be an object with a string "type"'],
    ['not json', 'message must be an object with a string "type"'],
    [{ type: 'size', height: -1 }, 'size.height must be a non-negative number of pixels'],
    [{ type: 'size', height: '100' }, 'size.height must be a non-negative number of pixels'],
    [{ type: 'language', locale: '<script>' }, 'language.locale must be a two-letter locale'],
    [{ type: 'eval', code: 'alert(1)' }, 'unknown message type "eval"'],
  ])('refuses %j with a clear reason', (input, error) => {
    expect(parseParentMessage(input)).toEqual({ ok: false, error });
  });

  it('allows only listed origins, never an opaque one', () => {
    const allowed = ['https://partner.example'];
    expect(isAllowedParentOrigin('https://partner.example', allowed)).toBe(true);
    expect(isAllowedParentOrigin('https://evil.example', allowed)).toBe(false);
    expect(isAllowedParentOrigin('null', ['null'])).toBe(false);
  });
});

describe('responsibleContext', () => {
  it('names the player, the currency, the language and the session start, and carries no token', () => {
    const context = responsibleContext(
      { username: 'demo', currency: 'EUR', locale: 'de', icore_player_id: '1001', jwe_token: 'secret' } as never,
      new Date('2026-11-24T10:00:00Z'),
      'en',
    );
    expect(context).toEqual({
      username: 'demo',
      playerId: '1001',
      currency: 'EUR',
      locale: 'de',
      sessionStartedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(JSON.stringify(context)).not.toContain('secret');
  });

  it.each([
    ['', 'ja'],
    [undefined, 'th'],
  ])("says the page's language when the session has none (%p)", (locale, page) => {
    const context = responsibleContext({ username: 'demo', currency: 'EUR', locale }, new Date(0), page);
    expect(context.locale).toBe(page);
  });
});
