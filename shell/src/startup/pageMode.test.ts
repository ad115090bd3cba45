import { createShellStores } from '@sportsbook/contracts';
import { applyPageMode } from './pageMode';

describe('the page mode phase', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    ['', { nativeApp: false, embedded: false, betslipOrigin: null }, 'system'],
    ['?mode=native', { nativeApp: true, embedded: false, betslipOrigin: null }, 'system'],
    ['?embedded=true&betslip-origin=12', { nativeApp: false, embedded: true, betslipOrigin: 12 }, 'system'],
    ['?theme=dark&betslip-origin=0', { nativeApp: false, embedded: false, betslipOrigin: null }, 'dark'],
  ])('reads %s as %o, theme %s', (search, mode, theme) => {
    const stores = createShellStores();
    applyPageMode(stores, search);
    expect(stores.ui.getState()).toMatchObject(mode);
    expect(stores.playerSettings.getState().theme).toBe(theme);
  });

  it('keeps native-app mode for the rest of the visit', () => {
    applyPageMode(createShellStores(), '?mode=native');
    const later = createShellStores();
    applyPageMode(later, '');
    expect(later.ui.getState().nativeApp).toBe(true);
  });

  it("takes the window's width as the viewport", () => {
    const stores = createShellStores();
    window.innerWidth = 1280;
    applyPageMode(stores, '');
    expect(stores.ui.getState().isDesktop).toBe(true);
    window.innerWidth = 390;
    applyPageMode(stores, '');
    expect(stores.ui.getState().isDesktop).toBe(false);
  });
});
