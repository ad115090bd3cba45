import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellRoute } from '@sportsbook/contracts';
import { bannerStyle } from '../jackpots/jackpotStyles';

/** A jackpot advert of GET /api/adverts/jackpot_banner or /api/adverts/jackpot_bets. */
export interface JackpotAdvert {
  name: string;
  description?: string;
  link?: string;
  link_name?: string;
  jackpotId?: number;
}

export const BANNER_PATHS = ['/api/adverts/jackpot_banner', '/api/adverts/jackpot_bets'] as const;

/**
 * The jackpot banners above the board. An advert that fails to load (there is none when no jackpot is
 * open) is left out rather than shown as an error: banners are decoration.
 */
export function JackpotBanners() {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const { href, go } = useShellRoute();
  const adverts = useQuery({
    queryKey: ['jackpots', 'banners'],
    queryFn: async () => {
      const settled = await Promise.allSettled(BANNER_PATHS.map((path) => api.get<JackpotAdvert>(path)));
      return settled.flatMap((r) => (r.status === 'fulfilled' && r.value.data?.name ? [r.value.data] : []));
    },
    staleTime: 60_000,
  });
  const list = adverts.data ?? [];
  if (!list.length) return null;
  return (
    <div css={bannerStyle} role="complementary" aria-label={t('jackpot.banners', 'Jackpot offers')}>
      {list.map((advert) => {
        // The advert's jackpot opens on its own board; other links go where the advert says.
        const path = advert.jackpotId ? `/jackpot/sport/${advert.jackpotId}` : null;
        const target = path ? href(path) : advert.link;
        return (
          <div className="banner" key={advert.name}>
            <strong>{advert.name}</strong>
            {target ? (
              <a
                href={target}
                onClick={(event) => {
                  if (!path) return;
                  event.preventDefault();
                  go(path);
                }}
              >
                {advert.link_name ?? t('jackpot.playNow', 'Play now')}
              </a>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
