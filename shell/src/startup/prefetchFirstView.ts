import {
  shownView,
  type ApiClient,
  type FirstViewPlan,
  type PlayerSettings,
  type PrefetchedAnswers,
  type Settings,
} from '@sportsbook/contracts';

/**
 * Starts the events release's first requests of the page with the boot (the plan its server build gave the
 * shell's server), so its data comes while its code is still on the way: the remote takes the answers from
 * `prefetched`. Through the same API client, so each is the very request the remote makes; only when the
 * player's layout shows as the plan assumed and the sort is the same, or the remote would ask for others.
 * Returns how many it started.
 */
export function prefetchFirstView(
  api: Pick<ApiClient, 'get' | 'keyOf'>,
  prefetched: PrefetchedAnswers,
  plan: FirstViewPlan | undefined,
  settings: Pick<Settings, 'view_types'>,
  player: Pick<PlayerSettings, 'layout' | 'sortBy'>,
): number {
  if (!plan) return 0;
  const offered = settings.view_types;
  if (player.sortBy !== plan.assumes.sortBy || shownView(player.layout, offered) !== shownView(plan.assumes.layout, offered))
    return 0;
  let started = 0;
  for (const request of plan.requests) {
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
