import { act } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import type { Language, Settings } from '@sportsbook/contracts';
import type { FakeAnswer, FakeRequest, renderInShell } from '@sportsbook/testing';

type Shell = ReturnType<typeof renderInShell>;

/** The web channel's settings with a brand's overrides, as the shell would set them. */
export function setSettings(shell: Shell, patch: Partial<Settings>) {
  act(() => {
    shell.stores.globalSettings
      .getState()
      .setAll({ web: { ...DEFAULT_SETTINGS, ...patch }, mobile: { ...DEFAULT_SETTINGS, channel: 'mobile', ...patch } }, 'web');
  });
}

export function logIn(shell: Shell, balance = 1234.5, currency = 'EUR') {
  act(() => {
    shell.stores.session.getState().logIn({ username: 'demo', currency, jwe_token: 't' });
    shell.stores.wallet
      .getState()
      .setWallet({ balance, name: 'sportsbook', promoCash: 10, totalLeftToWager: 0, withdrawableAmount: balance - 10 });
  });
}

export function setLanguages(shell: Shell, languages: Language[]) {
  act(() => shell.stores.globalSettings.getState().setLanguages(languages));
}

export const LANGUAGES: Language[] = [
  { id: 1, name: 'English', locale: 'en', external_locale: 'en-GB' },
  { id: 2, name: 'Kiswahili', locale: 'sw', external_locale: 'sw-KE' },
  { id: 3, name: 'Português', locale: 'pt', external_locale: 'pt-BR' },
];

/** The brand's external URLs as the platform gives them. */
export const EXTERNAL_URLS = {
  registration: { placeholder: '/{locale}/account/register', open_in_parent_frame: false },
  cashier: { placeholder: '/{locale}/account/balances?cashier=1', open_in_parent_frame: false },
};

/** A fake API answering by path; anything else is a 404. */
export function answers(byPath: Record<string, unknown>) {
  return (config: FakeRequest): FakeAnswer =>
    config.url && config.url in byPath ? { status: 200, data: byPath[config.url] } : { status: 404 };
}
