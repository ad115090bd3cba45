import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Settings } from '@sportsbook/contracts';
import { renderInShell, type FakeAnswer, type FakeRequest } from '@sportsbook/testing';
import { SettingsDialog } from './SettingsDialog';
import { SettingsPanel } from './SettingsPanel';
import { App } from '../App';

const ok = (): FakeAnswer => ({ status: 200, data: {} });

function renderPanel(
  options: { loggedIn?: boolean; brand?: Partial<Settings>; answer?: (config: FakeRequest) => FakeAnswer } = {},
) {
  const shell = renderInShell(<SettingsPanel />, options.answer ?? ok);
  act(() => {
    const settings = shell.stores.globalSettings.getState();
    settings.setAll({ web: { ...settings.settings, ...options.brand }, mobile: settings.byChannel.mobile }, 'web');
    if (options.loggedIn)
      shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '42' });
  });
  return shell;
}

const body = (request: FakeRequest) => JSON.parse(request.data as string) as Record<string, unknown>;

beforeEach(() => localStorage.clear());

describe('settings panel', () => {
  it("applies an odds type at once and saves it to a logged-in player's profile, price format in capitals", async () => {
    const shell = renderPanel({ loggedIn: true });
    await userEvent.click(screen.getByRole('radio', { name: 'Hong Kong' }));
    expect(shell.stores.playerSettings.getState().oddsType).toBe('hk');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    const patch = shell.requests.find((r) => r.method === 'patch');
    const put = shell.requests.find((r) => r.method === 'put');
    expect(patch?.url).toBe('/xapi/rest/accounts/42/accountPrefs');
    expect(patch?.withAuth).toBe(true);
    expect(body(patch!)).toEqual({
      price_format: 'hk',
      layout: 'euro',
      default_stake: null,
      sort_by: 'time',
      accept_higher_odds: 'D',
      theme: 'system',
    });
    expect(put?.url).toBe('/xapi/icore/players/demo/details');
    expect(put?.withAuth).toBe(true);
    expect(body(put!)).toEqual({ username: 'demo', priceFormat: 'HK', defaultStake: null });
  });

  it('saves quick changes one after another, the last choice last', async () => {
    const shell = renderPanel({ loggedIn: true });
    await userEvent.click(screen.getByRole('radio', { name: 'Hong Kong' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Indonesian' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const puts = shell.requests.filter((r) => r.method === 'put').map((r) => body(r).priceFormat);
    expect(puts[puts.length - 1]).toBe('INDO');
    expect(shell.stores.playerSettings.getState().oddsType).toBe('indo');
  });

  it("keeps an anonymous player's change on this device and sends nothing", async () => {
    const shell = renderPanel();
    await userEvent.click(screen.getByRole('radio', { name: 'American' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Competition' }));
    expect(shell.stores.playerSettings.getState()).toMatchObject({ oddsType: 'us', sortBy: 'competition' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved on this device');
    expect(shell.requests).toHaveLength(0);
  });

  it('keeps the choice and says so when the profile save fails', async () => {
    const shell = renderPanel({ loggedIn: true, answer: (config) => (config.method === 'put' ? { status: 500 } : ok()) });
    await userEvent.click(screen.getByRole('radio', { name: 'Malay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    expect(shell.stores.playerSettings.getState().oddsType).toBe('malay');
    expect(screen.getByRole('radio', { name: 'Malay' })).toBeChecked();
  });

  it('leaves the profile whole when the details are refused: the preferences go back to what the profile held', async () => {
    const shell = renderPanel({ loggedIn: true, answer: (config) => (config.method === 'put' ? { status: 500 } : ok()) });
    await userEvent.click(screen.getByRole('radio', { name: 'Malay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    const sent = shell.requests.map((r) => `${r.method} ${r.method === 'put' ? body(r).priceFormat : body(r).price_format}`);
    // Preferences first, then the details (refused), then the preferences as they were.
    expect(sent).toEqual(['patch malay', 'put MALAY', 'patch euro']);
  });

  it('writes nothing more when the preferences are refused first', async () => {
    const shell = renderPanel({ loggedIn: true, answer: (config) => (config.method === 'patch' ? { status: 500 } : ok()) });
    await userEvent.click(screen.getByRole('radio', { name: 'Malay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    expect(shell.requests.map((r) => r.method)).toEqual(['patch']);
  });

  it('offers only what the brand allows', () => {
    renderPanel({
      brand: {
        odds_types: ['euro', 'malay'],
        view_types: ['asian', 'euro'],
        enable_switching_theme_modes: false,
        enable_stake_feature: false,
        allow_higher_odds_and_cashout: false,
      },
    });
    const odds = screen.getByRole('radiogroup', { name: 'Odds type' });
    expect(
      within(odds)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Decimal', 'Malay']);
    const layout = screen.getByRole('radiogroup', { name: 'Layout' });
    expect(within(layout).queryByRole('radio', { name: 'Thai' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Theme' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Amount/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Accept higher odds and cash out' })).not.toBeInTheDocument();
  });

  it('shows a thai layout the brand dropped as euro, and saves it as euro', async () => {
    const shell = renderPanel({ loggedIn: true, brand: { view_types: ['euro'] } });
    act(() => shell.stores.playerSettings.getState().update({ layout: 'thai' }));
    expect(screen.getByRole('radio', { name: 'European' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(shell.stores.playerSettings.getState().layout).toBe('euro');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(body(shell.requests.find((r) => r.method === 'patch')!)).toMatchObject({ layout: 'euro' });
  });

  it('switches the theme and the accept-higher-odds choice where the brand allows them', async () => {
    const shell = renderPanel({ loggedIn: true });
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Accept higher odds and cash out' }));
    expect(shell.stores.playerSettings.getState()).toMatchObject({ theme: 'dark', userAcceptOdds: 'A' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const patches = shell.requests.filter((r) => r.method === 'patch');
    expect(body(patches[patches.length - 1])).toMatchObject({ theme: 'dark', accept_higher_odds: 'A' });
  });

  it('leaves the theme out of the preferences where theme switching is off', async () => {
    const shell = renderPanel({ loggedIn: true, brand: { enable_switching_theme_modes: false } });
    await userEvent.click(screen.getByRole('radio', { name: 'Competition' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(body(shell.requests.find((r) => r.method === 'patch')!)).not.toHaveProperty('theme');
  });

  describe('default stake', () => {
    it.each([
      ['abc', 'Field should be numeric'],
      ['1,5', 'Field should be numeric'],
      ['1234567890123', 'Maximum requirement not met'],
    ])('%j shows %j and saves nothing', async (text, message) => {
      const shell = renderPanel({ loggedIn: true });
      const field = screen.getByRole('textbox', { name: 'Amount (EUR)' });
      await userEvent.type(field, text);
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(shell.requests).toHaveLength(0);
      expect(shell.stores.playerSettings.getState().defaultStake).toBeNull();
    });

    it('drops a leading zero, rounds to the currency precision and saves it on Save', async () => {
      const shell = renderPanel({ loggedIn: true });
      const field = screen.getByRole('textbox', { name: 'Amount (EUR)' });
      await userEvent.type(field, '012.345');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(field).toHaveValue('12.35');
      expect(shell.stores.playerSettings.getState().defaultStake).toBe(12.35);
      expect(await screen.findByText('Saved')).toBeInTheDocument();
      expect(body(shell.requests.find((r) => r.method === 'put')!)).toMatchObject({ defaultStake: 12.35 });
    });

    it('saves a whole stake as an integer, at a currency without decimals too', async () => {
      const shell = renderPanel({ brand: { currency: 'KRW', currency_precision: 0 } });
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount (KRW)' }), '5000.4');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(shell.stores.playerSettings.getState().defaultStake).toBe(5000);
    });

    it('clears the default stake when emptied', async () => {
      const shell = renderPanel();
      act(() => shell.stores.playerSettings.getState().update({ defaultStake: 25 }));
      const field = screen.getByRole('textbox', { name: 'Amount (EUR)' });
      expect(field).toHaveValue('25');
      await userEvent.clear(field);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(shell.stores.playerSettings.getState().defaultStake).toBeNull();
    });
  });
});

describe('settings dialog', () => {
  it('is a titled modal dialog that closes with its button or Escape', async () => {
    const onClose = jest.fn();
    renderInShell(<SettingsDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('radiogroup', { name: 'Odds type' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('/account/settings', () => {
  it('opens the settings dialog over the account page, closing back to /account', async () => {
    window.history.pushState(null, '', '/en/account/settings');
    const shell = renderInShell(<App />);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/account' }]);
  });

  it('shows no settings dialog elsewhere in the account area', () => {
    window.history.pushState(null, '', '/en/account');
    renderInShell(<App />);
    expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument();
  });
});
