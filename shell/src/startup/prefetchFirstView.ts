import {
  firstViewRequests,
  shownView,
  viewColumns,
  type ApiClient,
  type Settings,
  type PlayerSettings,
  type PrefetchedAnswers,
} from '@sportsbook/contracts';

/**
 * Starts the events remote's first requests of the page with the boot, so its data comes while its code is
 * still on the way (the remote takes the answers from `prefetched`): through the same API client, with the
 * player's layout and sort, so each is the very request the remote would make. Returns how many it started.
 */
export function prefetchFirstView(
  api: Pick<ApiClient, 'get' | 'keyOf'>,
  prefetched: PrefetchedAnswers,
  path: string,
  settings: Pick<Settings, 'view_types' | 'thai_view_markets'>,
  player: Pick<PlayerSettings, 'layout' | 'sortBy'>,
): number {
  const columns = viewColumns(shownView(player.layout, settings.view_types), settings.thai_view_markets);
  let started = 0;
  for (const request of firstViewRequests(path, { columns, sortBy: player.sortBy })) {
    const key = api.keyOf?.(request.path, { params: request.params });
    if (!key) continue;
    prefetched.offer(
      key,
      api.get(request.path, { params: request.params }).then((answer) => answer.data),
    );
    started += 1;
  }
  return started;
}
