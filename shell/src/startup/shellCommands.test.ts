import { createEventBus, createShellStores, type BusEvents } from '@sportsbook/contracts';
import { createRouteState } from '../routing/routeState';
import { startShellCommands } from './shellCommands';

const ALLOWED = ['en', 'de', 'fr'];

/** The shell at `address`, its commands on, and what it posts to a parent frame. */
function shellAt(address: string, { embedded = false, width = 390 } = {}) {
  window.history.replaceState(null, '', address);
  const bus = createEventBus();
  const { ui } = createShellStores();
  ui.getState().setViewport(width);
  ui.getState().setMode({ nativeApp: false, embedded, betslipOrigin: null });
  const route = createRouteState(() => ALLOWED);
  startShellCommands({ bus, ui, route, allowedLocales: () => ALLOWED });
  const posted: BusEvents['parent/post'][] = [];
  bus.on('parent/post', (message) => posted.push(message));
  const logouts: BusEvents['session/logout-requested'][] = [];
  bus.on('session/logout-requested', (request) => logouts.push(request));
  return { bus, ui, route, posted, logouts };
}

const address = () => window.location.pathname + window.location.search;

describe('the shell commands', () => {
  beforeEach(() => {
    document.cookie = 'sb-locale=; max-age=0; path=/';
  });

  it('goes to a page, or replaces the address without a new history entry', () => {
    const { bus } = shellAt('/en/homepage');
    const entries = window.history.length;
    bus.emit('navigation/go', { path: '/en/live/sport' });
    expect(address()).toBe('/en/live/sport');
    expect(window.history.length).toBe(entries + 1);
    bus.emit('navigation/go', { path: '/en/live/sport?filter=1', replace: true });
    expect(address()).toBe('/en/live/sport?filter=1');
    expect(window.history.length).toBe(entries + 1);
  });

  it.each([
    ['/en/event/7', null, '/en/homepage'],
    ['/en/live/event/7', null, '/en/live/sport'],
    ['/en/event/7', '/en/sports/240-FOOT', '/en/sports/240-FOOT'],
  ])('goes back from %s (previous %s) to %s', (from, previous, to) => {
    const { bus, route } = shellAt(from);
    route.store.setState({ previous });
    bus.emit('navigation/back');
    expect(address()).toBe(to);
  });

  it('switches the language on the same page and query, and remembers it in a cookie', () => {
    const { bus, posted } = shellAt('/en/live/sport?brand=nova');
    bus.emit('language/select', { locale: 'de' });
    expect(address()).toBe('/de/live/sport?brand=nova');
    expect(document.cookie).toContain('sb-locale=de');
    // Not in a frame: nobody to tell.
    expect(posted).toEqual([]);
  });

  it('ignores a language the brand does not offer', () => {
    const { bus } = shellAt('/en/homepage');
    bus.emit('language/select', { locale: 'it' });
    expect(address()).toBe('/en/homepage');
    expect(document.cookie).not.toContain('sb-locale=it');
  });

  it('in a frame, tells the parent a language the player chose, but not one the parent chose', () => {
    const { bus, posted } = shellAt('/en/homepage', { embedded: true });
    bus.emit('parent/message', { type: 'language', locale: 'fr' });
    expect(address()).toBe('/fr/homepage');
    expect(posted).toEqual([]);
    bus.emit('language/select', { locale: 'de' });
    expect(posted).toEqual([{ type: 'language', locale: 'de' }]);
  });

  it('logs out when the parent frame says so', () => {
    const { bus, logouts } = shellAt('/en/homepage', { embedded: true });
    bus.emit('parent/message', { type: 'logout' });
    expect(logouts).toEqual([{ reason: 'user' }]);
  });

  it.each([
    [390, 'mobileMenuOpen'],
    [1280, 'desktopMenuOpen'],
  ] as const)('at %i px toggles the %s menu, or sets it', (width, flag) => {
    const { bus, ui } = shellAt('/en/homepage', { width });
    const before = ui.getState()[flag];
    bus.emit('menu/toggle', {});
    expect(ui.getState()[flag]).toBe(!before);
    bus.emit('menu/toggle', { open: true });
    bus.emit('menu/toggle', { open: true });
    expect(ui.getState()[flag]).toBe(true);
  });

  it('opens the login dialog when a remote asks for a login', () => {
    const { bus, ui } = shellAt('/en/homepage');
    bus.emit('session/login-requested', { reason: 'place-bet' });
    expect(ui.getState().modals.isLoginOpen).toBe(true);
  });
});
