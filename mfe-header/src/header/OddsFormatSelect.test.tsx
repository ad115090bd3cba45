import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { OddsFormatSelect } from './OddsFormatSelect';

function renderSelect(status = 200) {
  const shell = renderInShell(<OddsFormatSelect />, () => ({ status, data: {} }));
  act(() => shell.stores.globalSettings.setState((g) => ({ settings: { ...g.settings, odds_types: ['euro', 'hk', 'us'] } })));
  return shell;
}

const saves = (shell: ReturnType<typeof renderSelect>) =>
  shell.requests.filter((r) => r.method === 'patch').map((r) => [r.url, JSON.parse(r.data as string)]);

describe('header odds format select', () => {
  it("saves a logged-in player's choice to the profile, as the settings panel does", async () => {
    const shell = renderSelect();
    act(() => shell.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't', icore_player_id: '1' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'hk');
    expect(shell.stores.playerSettings.getState().oddsType).toBe('hk');
    expect(saves(shell)).toEqual([['/xapi/rest/accounts/1/accountPrefs', { price_format: 'hk' }]]);
  });

  it("keeps a visitor's choice in the browser only", async () => {
    const shell = renderSelect();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'us');
    expect(shell.stores.playerSettings.getState().oddsType).toBe('us');
    expect(saves(shell)).toEqual([]);
  });

  it('tells the player when the profile could not be saved', async () => {
    const shell = renderSelect(500);
    act(() => shell.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't', icore_player_id: '1' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'hk');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(shell.emittedOf('toast/show')).toEqual([{ kind: 'error', messageKey: 'errors.something-went-wrong' }]);
  });
});
