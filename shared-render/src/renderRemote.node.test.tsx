import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useQuery } from '@tanstack/react-query';
import { useShellContext } from '@sportsbook/contracts';
import { createRemoteRenderer, LEARNED_FOR_MS, type RenderRequest } from './renderRemote';

/** A remote's page that shows one answer of the platform, or that it is loading. */
function App() {
  const { api } = useShellContext();
  const match = useQuery({
    queryKey: ['match'],
    queryFn: async () => (await api.get<{ name: string }>('/xapi/rest/events/7')).data,
  });
  return <p>{match.data ? match.data.name : 'loading'}</p>;
}

/**
 * A page whose data comes in steps, as a sport page's: the sport's list is asked for once the tree's answer
 * names the sport, and each row's markets once the list is there. Counts its draws.
 */
const drawn = jest.fn();
function SteppedApp() {
  drawn();
  const { api } = useShellContext();
  const get = async (url: string) => (await api.get<{ name: string }>(url)).data.name;
  const tree = useQuery({ queryKey: ['tree'], queryFn: () => get('/tree') });
  const list = useQuery({ queryKey: ['list', tree.data], enabled: Boolean(tree.data), queryFn: () => get('/list') });
  const rows = useQuery({ queryKey: ['rows', list.data], enabled: Boolean(list.data), queryFn: () => get('/rows') });
  return <p>{rows.data ? `${tree.data} ${list.data} ${rows.data}` : 'loading'}</p>;
}
const renderStepped = createRemoteRenderer('events', SteppedApp, { buildId: 'b1' }, () => true);

const render = createRemoteRenderer(
  'events',
  App,
  { buildId: 'b1' },
  (path) => path !== '/promotions',
  (path) => (path === '/homepage' ? 200 : 404),
);

/** A platform that answers the match after `delayMs`, with `status`. */
async function platform(delayMs: number, status = 200): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    setTimeout(
      () => response.writeHead(status, { 'content-type': 'application/json' }).end('{"name":"Arsenal v Chelsea"}'),
      delayMs,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const request = (platformOrigin: string, budgetMs: number): RenderRequest => ({
  location: '/en/homepage',
  locale: 'en',
  brand: 'classic',
  settings: { web: { locales: ['en'] }, mobile: { locales: ['en'] } },
  languages: [],
  channel: 'mobile',
  texts: { en: {} },
  platformOrigin,
  timeZone: '0',
  deadline: Date.now() + budgetMs,
});

describe("a remote's first view drawn on a server", () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('draws the page with its data when the platform answers within the budget, and says it is complete', async () => {
    const { server, origin } = await platform(10);
    servers.push(server);
    const result = await render(request(origin, 400));
    expect(result?.html).toContain('<p>Arsenal v Chelsea</p>');
    expect(result?.complete).toBe(true);
    expect(result?.status).toBe(200);
    // Drawn in the brand's odds format unless the player's is asked for; the page says which.
    expect(result?.rendering.oddsType).toBe('not_selected');
    expect((await render({ ...request(origin, 400), oddsType: 'hk' }))?.rendering.oddsType).toBe('hk');
    // The next visitor's page is not drawn in the format the render before it asked for.
    expect((await render(request(origin, 400)))?.rendering.oddsType).toBe('not_selected');
    expect(result?.rendering.queries.queries).toHaveLength(1);
    // The page's status, as the remote says it for the path below the locale.
    expect((await render({ ...request(origin, 400), location: '/en/nowhere?x=1' }))?.status).toBe(404);
  });

  it('draws a page once with its data in hand when it drew that page before: its queries are asked for at once', async () => {
    const { server, origin } = await platform(10);
    servers.push(server);
    const page = { ...request(origin, 1000), location: '/en/sports/240-FOOT' };
    drawn.mockClear();
    // Drawn from scratch, each step of the page's data takes a draw: the tree, the list, the rows, and the page.
    expect((await renderStepped(page))?.html).toContain('Arsenal v Chelsea Arsenal v Chelsea Arsenal v Chelsea');
    expect(drawn).toHaveBeenCalledTimes(4);
    drawn.mockClear();
    const again = await renderStepped({ ...page, deadline: Date.now() + 1000 });
    expect(again?.html).toContain('Arsenal v Chelsea Arsenal v Chelsea Arsenal v Chelsea');
    expect(again?.complete).toBe(true);
    expect(drawn).toHaveBeenCalledTimes(1);
    // Another page, or the same page for another channel, is drawn from scratch.
    drawn.mockClear();
    await renderStepped({ ...page, channel: 'web', deadline: Date.now() + 1000 });
    expect(drawn).toHaveBeenCalledTimes(4);
    // What a page asks for is learned again from scratch now and then, so a query it stopped making is dropped.
    const later = Date.now() + LEARNED_FOR_MS + 1;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    drawn.mockClear();
    await renderStepped({ ...page, deadline: later + 1000 });
    expect(drawn).toHaveBeenCalledTimes(4);
    jest.restoreAllMocks();
  });

  it('draws what it has at the deadline, loading where an answer is still on its way, and says it is not complete', async () => {
    const { server, origin } = await platform(600);
    servers.push(server);
    const result = await render(request(origin, 100));
    expect(result?.html).toContain('<p>loading</p>');
    expect(result?.complete).toBe(false);
  });

  it('leaves the page to the browser when the platform refuses a read, or the page is not one it draws', async () => {
    const { server, origin } = await platform(0, 503);
    servers.push(server);
    expect(await render(request(origin, 400))).toBeUndefined();
    expect(await render({ ...request(origin, 400), location: '/en/promotions' })).toBeUndefined();
  });
});
