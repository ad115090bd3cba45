import { createShellStores } from '@sportsbook/contracts';
import { createFakeApi } from '@sportsbook/testing';
import { loadPlayerPreferences, settingsFromPreferences } from './playerPreferences';

describe('player preferences after login', () => {
  it.each<[string, object, object]>([
    ['the saved odds format, lower-cased', { price_format: 'HK' }, { oddsType: 'hk' }],
    ['an unknown odds format is left out', { price_format: 'ROMAN' }, {}],
    [
      'every field',
      { price_format: 'us', layout: 'asian', sort_by: 'competition', default_stake: 5, accept_higher_odds: 'A', theme: 'dark' },
      { oddsType: 'us', layout: 'asian', sortBy: 'competition', defaultStake: 5, userAcceptOdds: 'A', theme: 'dark' },
    ],
    ['no default stake', { default_stake: null }, { defaultStake: null }],
  ])('%s', (_case, prefs, settings) => {
    expect(settingsFromPreferences(prefs)).toEqual(settings);
  });

  it('replaces the local settings with the saved ones when the player logs in', async () => {
    const stores = createShellStores();
    const { api, requests } = createFakeApi(() => ({
      status: 200,
      data: { price_format: 'us', sort_by: 'competition', layout: 'euro', default_stake: null, accept_higher_odds: 'D' },
    }));
    const stop = loadPlayerPreferences(api, stores);
    expect(requests).toHaveLength(0);
    stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '42' } as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests[0].url).toBe('/xapi/rest/accounts/42/accountPrefs');
    expect(stores.playerSettings.getState()).toMatchObject({ oddsType: 'us', sortBy: 'competition' });
    stop();
  });

  it('keeps a setting the player changed while the saved ones were on their way, and takes the others', async () => {
    const stores = createShellStores();
    stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '42' } as never);
    const { api } = createFakeApi(() => {
      // The player picks American odds in the settings panel meanwhile.
      stores.playerSettings.getState().update({ oddsType: 'us' });
      return { status: 200, data: { price_format: 'HK', sort_by: 'competition' } };
    });
    const stop = loadPlayerPreferences(api, stores);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stores.playerSettings.getState()).toMatchObject({ oddsType: 'us', sortBy: 'competition' });
    stop();
  });
});
