import { useQuery } from '@tanstack/react-query';
import { useShellContext, type Submenu, type SubmenuLink } from '@sportsbook/contracts';

const NO_LINKS: SubmenuLink[] = [];

/** The sub-header's configured links (settings.subheader_id); none when the brand names no submenu. */
export function useSubmenuLinks(subheaderId: number): SubmenuLink[] {
  const { api } = useShellContext();
  const { data } = useQuery({
    queryKey: ['submenu', subheaderId],
    queryFn: async ({ signal }) => (await api.get<Submenu>(`/api/submenus/${subheaderId}`, { signal })).data,
    enabled: subheaderId > 0,
    staleTime: 600_000,
  });
  return data?.submenu_links ?? NO_LINKS;
}
