import { act, screen } from '@testing-library/react';
import { App, pageStatus, rendersOnServer } from './App';
import { renderInEvents } from './testing/renderInEvents';
import { sampleEvent } from './testing/sampleEvents';

/** The shell's navigation as a remote sees it: the address changes and single-spa announces it. */
function goTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
}

describe('the events remote', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it("shows a list's loading state while the page gone to loads its code, then the page", async () => {
    const event = sampleEvent(7);
    window.history.pushState(null, '', '/en/homepage');
    renderInEvents(<App />, (config) =>
      config.url === `/xapi/rest/events/${event.id}` ? { status: 200, data: event } : { status: 404 },
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    goTo(`/en/events/${event.slug}`);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home 7 v Away 7' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it.each([
    ['/', true],
    ['/homepage', true],
    ['/live/sport', true],
    ['/live/sport/FOOT', true],
    ['/events/7-home-7-v-away-7', true],
    ['/live/7-home-7-v-away-7', true],
    ['/sports', true],
    ['/sports/football', true],
    ['/sports/competitions', true],
    ['/sports/fixtures', true],
    ['/sports/coupon/3', true],
    ['/sports/10000', false],
    ['/live/sport/10000', false],
    ['/sports/esports', false],
    ['/sports/leap/game/3', false],
    ['/promotions', false],
    ['/help', false],
    ['/account/profile', false],
    ['/no-such-page', true],
  ])('a server renders %s: %s', (path, rendered) => {
    expect(rendersOnServer(path)).toBe(rendered);
  });

  it('answers a path no page answers with its not-found page and links back in, never the home page', async () => {
    window.history.pushState(null, '', '/en/no-such-page');
    renderInEvents(<App />, () => ({ status: 404 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/homepage');
    expect(screen.getByRole('link', { name: 'See what is live' })).toHaveAttribute('href', '/en/live/sport');
  });

  it.each([
    ['/homepage', 200],
    ['/events/7-home-7-v-away-7', 200],
    ['/404', 404],
    ['/sports/coupon/3/extra', 404],
  ])('the page on %s answers %i', (path, status) => {
    expect(pageStatus(path)).toBe(status);
  });
});
