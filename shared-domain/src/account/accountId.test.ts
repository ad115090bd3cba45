import { accountIdOf } from './accountId';

describe('the account a path names', () => {
  it.each([
    ['the header login: the player id', { icore_player_id: '1001', username: 'demo' }, '1001'],
    ['the device-session login: no id, the username', { username: 'kenya' }, 'kenya'],
    ['an empty id is no id', { icore_player_id: '', username: 'kenya' }, 'kenya'],
    ['a visitor: none', null, undefined],
    ['no id and no username: none', { username: ' ' }, undefined],
  ])('%s', (_, session, expected) => {
    expect(accountIdOf(session)).toBe(expected);
  });
});
