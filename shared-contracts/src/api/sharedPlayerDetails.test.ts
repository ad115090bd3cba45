import { createFakeApi } from '@sportsbook/testing';
import { PLAYER_DETAILS_FRESH_MS, sharedPlayerDetails } from './sharedPlayerDetails';

describe("the player's details, once a login for the page", () => {
  it('are asked for once for the header and the menu alike, and again for another player or once stale', async () => {
    const { api, requests } = createFakeApi((request) => ({ status: 200, data: { username: request.url?.split('/')[4] } }));
    const header = sharedPlayerDetails(api, 'demo', 0);
    const menu = sharedPlayerDetails(api, 'demo', 5);
    expect(await header).toEqual({ username: 'demo' });
    expect(await menu).toBe(await header);
    expect(requests.map((r) => r.url)).toEqual(['/xapi/icore/players/demo/details']);
    expect(requests[0]).toMatchObject({ withAuth: true });
    await sharedPlayerDetails(api, 'kenya', 10);
    await sharedPlayerDetails(api, 'demo', PLAYER_DETAILS_FRESH_MS);
    expect(requests).toHaveLength(3);
  });

  it('are asked for again after a failure', async () => {
    let status = 500;
    const { api, requests } = createFakeApi(() => ({ status, data: { username: 'demo' } }));
    await expect(sharedPlayerDetails(api, 'demo', 0)).rejects.toBeDefined();
    status = 200;
    await sharedPlayerDetails(api, 'demo', 1);
    expect(requests).toHaveLength(2);
  });
});
