import type { ServerRendering } from '@sportsbook/contracts';
import { isStillRendered, serverRenderingHandover, type PageNow } from './serverRenderingHandover';

const MANIFEST = 'http://localhost:3003/mf-manifest.json';
const rendering: ServerRendering = {
  remote: 'events',
  buildId: 'local',
  location: '/en/homepage',
  channel: 'mobile',
  timeZone: 'Europe/Berlin',
  queries: { mutations: [], queries: [] },
};
const same: PageNow = { location: '/en/homepage', entry: MANIFEST, renderedEntry: MANIFEST };

describe("the server's render of a region", () => {
  it.each<[string, Partial<PageNow>, boolean]>([
    ['the page as rendered', {}, true],
    ['another path (a link followed before the remote came)', { location: '/en/live/sport' }, false],
    ['another query', { location: '/en/homepage?theme=dark' }, false],
    ["this browser's override of the remote", { entry: 'http://localhost:4103/mf-manifest.json' }, false],
    ['a remote the registry does not name', { entry: undefined, renderedEntry: undefined }, false],
  ])('is hydrated on %s: %s', (_, change, expected) => {
    expect(isStillRendered(rendering, { ...same, ...change })).toBe(expected);
  });

  it('is handed to the rendered remote once, to its first mount, and to no other remote', () => {
    const handover = serverRenderingHandover(rendering, () => same);
    expect(handover('header')()).toBeUndefined();
    const take = handover('events');
    expect(take()).toBe(rendering);
    expect(take()).toBeUndefined();
    expect(handover('events')()).toBeUndefined();
  });

  it('is not handed over when the page moved on, nor later when it comes back', () => {
    let location = '/en/live/sport';
    const take = serverRenderingHandover(rendering, () => ({ ...same, location }))('events');
    expect(take()).toBeUndefined();
    location = '/en/homepage';
    expect(take()).toBeUndefined();
  });

  it('is nothing on a page the server did not render', () => {
    expect(serverRenderingHandover(undefined, () => same)('events')()).toBeUndefined();
  });
});
