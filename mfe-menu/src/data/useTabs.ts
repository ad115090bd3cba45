import { useQuery } from '@tanstack/react-query';
import { platformPaths, useShellContext, type TabMenuSection } from '@sportsbook/contracts';

/** The brand's menus (sections 'main' and 'bottom_menu'); the side menu and the bottom navigation share one cache entry. */
export function useTabs() {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['tabs'],
    queryFn: async ({ signal }) => (await api.get<TabMenuSection[]>(platformPaths.tabs, { signal })).data,
    staleTime: 600_000,
  });
}
