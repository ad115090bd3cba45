import { createRouteState } from './routeState';

describe('route state', () => {
  it('reads locale and path, and keeps the previous location for back navigation', () => {
    window.history.replaceState(null, '', '/de/sports/240-FOOT');
    let allowed = ['en'];
    const route = createRouteState(() => allowed);
    expect(route.store.getState()).toMatchObject({ locale: 'en', path: '/de/sports/240-FOOT', previous: null });

    allowed = ['en', 'de'];
    route.sync();
    expect(route.store.getState()).toMatchObject({ locale: 'de', path: '/sports/240-FOOT', previous: null });

    window.history.pushState(null, '', '/de/live/sport');
    route.sync();
    expect(route.store.getState()).toMatchObject({ path: '/live/sport', previous: '/de/sports/240-FOOT' });
  });
});
