import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBooked } from '@sportsbook/domain';
import { ShellLink, useShellContext, useShellStore } from '@sportsbook/contracts';

/** A jackpot advert of GET /api/adverts/jackpot_banner or /api/adverts/jackpot_bets. */
export interface JackpotAdvert {
  name: string;
  description?: string;
  link?: string;
  link_name?: string;
  jackpotId?: number;
  /** A jackpot's banner: its name and prize in the currency of the board beneath it. */
  jackpotName?: string;
  jackpotPrize?: number;
  currency?: string;
}

const bannerStyle = css`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  .banner {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 14px 16px;
    border-radius: var(--sb-radius);
    border: 1px solid var(--sb-border);
    background: linear-gradient(120deg, color-mix(in srgb, var(--sb-accent) 22%, var(--sb-surface)) 0%, var(--sb-surface) 70%);
  }
  .banner strong {
    display: block;
  }
  .banner a {
    flex: none;
    padding: 8px 12px;
    border-radius: 6px;
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    text-decoration: none;
    font-weight: 700;
  }
`;

export const BANNER_PATHS = ['/api/adverts/jackpot_banner', '/api/adverts/jackpot_bets'] as const;

/**
 * The jackpot banners above the board. An advert that fails to load (there is none when no jackpot is
 * open) is left out rather than shown as an error: banners are decoration.
 */
export function JackpotBanners() {
  const { t, i18n } = useTranslation();
  const { api } = useShellContext();
  // A logged-in player's banner is in their currency, as the board is: asked for with their token, per player.
  const player = useShellStore('session', (s) => (s.status === 'logged-in' ? (s.session?.username ?? null) : null));
  const adverts = useQuery({
    queryKey: ['jackpots', 'banners', player],
    queryFn: async () => {
      const settled = await Promise.allSettled(
        BANNER_PATHS.map((path) => api.get<JackpotAdvert>(path, { withAuth: player !== null })),
      );
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
        const label = advert.link_name ?? t('jackpot.playNow', 'Play now');
        return (
          <div className="banner" key={advert.name}>
            <strong>{bannerText(advert, t, i18n.language)}</strong>
            {path ? <ShellLink path={path}>{label}</ShellLink> : advert.link ? <a href={advert.link}>{label}</a> : null}
          </div>
        );
      })}
    </div>
  );
}

/** A jackpot's banner written by the page's money rule (IDR in thousands); any other advert as the operator wrote it. */
function bannerText(advert: JackpotAdvert, t: ReturnType<typeof useTranslation>['t'], locale: string): string {
  if (advert.jackpotName === undefined || advert.jackpotPrize === undefined || !advert.currency) return advert.name;
  return t('jackpot.bannerWin', {
    defaultValue: '{{name}}: win {{prize}}',
    name: advert.jackpotName,
    prize: formatBooked(advert.jackpotPrize, advert.currency, locale),
  });
}
