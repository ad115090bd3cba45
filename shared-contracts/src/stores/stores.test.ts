import { createSessionStore, isTokenValid, TOKEN_EXPIRY_MARGIN_S } from './sessionStore';
import { createUiStore } from './uiStore';
import { createFavouritesStore } from './favouritesStore';
import { createPlayerSettingsStore, DEFAULT_PLAYER_SETTINGS } from './playerSettingsStore';
import { createWalletStore } from './walletStore';
import { createGlobalSettingsStore } from './globalSettingsStore';
import { DEFAULT_SETTINGS } from '../settings/defaultSettings';

const session = { username: 'demo', currency: 'EUR', jwe_token: 'token-1', expirationTimeInSeconds: 3600 };

describe('session store', () => {
  it('logs in with the token under both names and derives the expiry', () => {
    const store = createSessionStore();
    store.getState().logIn(session, 1_000_000);
    const state = store.getState();
    expect(state.status).toBe('logged-in');
    expect(state.session?.jweToken).toBe('token-1');
    expect(state.expiresAt).toBe(1_000_000 + 3_600_000);
    expect(state.loginDetails).toEqual({ username: 'demo', currency: 'EUR' });
  });

  it('refuses a session without a jwe_token', () => {
    expect(() => createSessionStore().getState().logIn({ username: 'x', currency: 'EUR' })).toThrow('jwe_token');
  });

  it('treats a token as expired 30 s before its expiry', () => {
    const expiresAt = 10_000_000;
    const state = { session, expiresAt };
    expect(isTokenValid(state, expiresAt - TOKEN_EXPIRY_MARGIN_S * 1000 - 1)).toBe(true);
    expect(isTokenValid(state, expiresAt - TOKEN_EXPIRY_MARGIN_S * 1000)).toBe(false);
    expect(isTokenValid({ session: null, expiresAt: null })).toBe(false);
  });

  it('persists the session but never the status, which is re-derived at start', () => {
    createSessionStore().getState().logIn(session);
    const saved = JSON.parse(localStorage.getItem('sb-session')!).state;
    expect(saved.session.jwe_token).toBe('token-1');
    expect(saved.status).toBeUndefined();
    const reloaded = createSessionStore();
    expect(reloaded.getState().status).toBe('unknown');
    expect(reloaded.getState().session?.username).toBe('demo');
  });

  it('forgets everything on logout', () => {
    const store = createSessionStore();
    store.getState().logIn(session);
    store.getState().logOut();
    expect(store.getState()).toMatchObject({ status: 'anonymous', session: null, expiresAt: null });
  });
});

describe('ui store', () => {
  it('persists only the terms-of-use flag of the modals, and never the mobile menu', () => {
    const store = createUiStore();
    store.getState().setModal('isLoginOpen', true);
    store.getState().setModal('isTermsOfUseOpen', true);
    store.getState().setMobileMenuOpen(true);
    store.getState().setDesktopMenuOpen(false);
    const reloaded = createUiStore().getState();
    expect(reloaded.modals.isTermsOfUseOpen).toBe(true);
    expect(reloaded.modals.isLoginOpen).toBe(false);
    expect(reloaded.mobileMenuOpen).toBe(false);
    expect(reloaded.desktopMenuOpen).toBe(false);
  });

  it('closes every modal but keeps the terms flag', () => {
    const store = createUiStore();
    store.getState().setModal('isOTPFormOpen', true);
    store.getState().setModal('isTermsOfUseOpen', true);
    store.getState().closeModals();
    expect(store.getState().modals).toMatchObject({ isOTPFormOpen: false, isTermsOfUseOpen: true });
  });

  it.each([
    [1023, false, false],
    [1024, true, false],
    [1365, true, false],
    [1366, true, true],
  ])('a %i px viewport is desktop %s and wide %s', (width, desktop, wide) => {
    const store = createUiStore();
    store.getState().setViewport(width);
    expect(store.getState()).toMatchObject({ isDesktop: desktop, isWide: wide });
  });
});

describe('favourites store', () => {
  it('toggles, sets without duplicates and clears', () => {
    const store = createFavouritesStore();
    store.getState().toggle(5);
    store.getState().toggle(7);
    store.getState().toggle(5);
    expect(store.getState().items).toEqual([{ id: 7 }]);
    store.getState().set([1, 2, 2]);
    expect(store.getState().has(2)).toBe(true);
    expect(store.getState().items).toHaveLength(2);
    store.getState().clear();
    expect(store.getState().items).toEqual([]);
  });
});

describe('player settings, wallet and global settings stores', () => {
  it('start from the spec defaults: odds type not selected, accept odds D', () => {
    const state = createPlayerSettingsStore().getState();
    expect(state.oddsType).toBe('not_selected');
    expect(state.userAcceptOdds).toBe('D');
    state.update({ oddsType: 'hk' });
    expect(createPlayerSettingsStore().getState().oddsType).toBe('hk');
    createPlayerSettingsStore().getState().reset();
    expect(createPlayerSettingsStore().getState().oddsType).toBe(DEFAULT_PLAYER_SETTINGS.oddsType);
  });

  it('updates only the balance from the bet count, and only with a wallet', () => {
    const store = createWalletStore();
    store.getState().setBalance(5);
    expect(store.getState().wallet).toBeNull();
    store.getState().setWallet({ balance: 10, name: 'sportsbook', promoCash: 2, totalLeftToWager: 0, withdrawableAmount: 8 });
    store.getState().setBalance(4);
    expect(store.getState().wallet).toMatchObject({ balance: 4, promoCash: 2 });
  });

  it('switches settings with the channel', () => {
    const store = createGlobalSettingsStore();
    store
      .getState()
      .setAll(
        { web: DEFAULT_SETTINGS, mobile: { ...DEFAULT_SETTINGS, channel: 'mobile', enable_floating_betslip: true } },
        'web',
      );
    expect(store.getState().settings.enable_floating_betslip).toBe(false);
    store.getState().setChannel('mobile');
    expect(store.getState().settings.enable_floating_betslip).toBe(true);
  });
});
