import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentPaths, useShellContext, useShellStore, type PromotionsAnswer } from '@sportsbook/contracts';

/**
 * The brand's promotions for this player. The platform matches the audiences from the player it
 * authenticates, so a logged-in player's list is asked for with their token and cached under their name.
 */
export function usePromotions() {
  const { api } = useShellContext();
  const username = useShellStore('session', (s) => (s.status === 'logged-in' ? s.session?.username : undefined));
  return useQuery({
    queryKey: ['promotions', username ?? null],
    queryFn: async ({ signal }) =>
      (await api.get<PromotionsAnswer>(contentPaths.promotions, { withAuth: Boolean(username), signal })).data.promotions,
  });
}

export function useOptIn() {
  const { api } = useShellContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (promotionId: number) =>
      (await api.post(contentPaths.promotionOptIn(promotionId), undefined, { withAuth: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['promotions'] }),
  });
}
