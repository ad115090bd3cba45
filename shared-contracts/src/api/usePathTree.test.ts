import { createFakeApi } from '@sportsbook/testing';
import { PATH_TREE_CACHE_MS, sharedPathTree } from './usePathTree';

describe('the page’s one event path tree', () => {
  const tree = [{ id: 240, description: 'Football', sportCode: 'FOOT', children: [] }];

  it('is asked for once for every remote of the page, in flight or answered, for the hour it is cached', async () => {
    const { api, requests } = createFakeApi(() => ({ status: 200, data: tree }));
    const menu = sharedPathTree(api, 0);
    const events = sharedPathTree(api, 10);
    expect(await menu).toEqual(tree);
    expect(await events).toEqual(tree);
    expect(await sharedPathTree(api, PATH_TREE_CACHE_MS - 1)).toEqual(tree);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/xapi/rest/eventpathtree' });
    await sharedPathTree(api, PATH_TREE_CACHE_MS);
    expect(requests).toHaveLength(2);
  });

  it('asks again after a failure', async () => {
    let status = 500;
    const { api, requests } = createFakeApi(() => ({ status, data: tree }));
    await expect(sharedPathTree(api, 0)).rejects.toBeDefined();
    status = 200;
    expect(await sharedPathTree(api, 1)).toEqual(tree);
    expect(requests).toHaveLength(2);
  });

  it('is asked for again in the language a page moves to: the platform names it in the page’s language', async () => {
    const { api, requests } = createFakeApi(() => ({ status: 200, data: tree }));
    await sharedPathTree(api, 0, 'en');
    await sharedPathTree(api, 10, 'en');
    expect(requests).toHaveLength(1);
    await sharedPathTree(api, 20, 'de');
    await sharedPathTree(api, 30, 'de');
    expect(requests).toHaveLength(2);
  });
});
