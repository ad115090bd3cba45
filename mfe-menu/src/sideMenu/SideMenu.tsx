import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  audiencesOf,
  platformPaths,
  translateTokens,
  useShellContext,
  useShellRoute,
  useShellStore,
  type TabMenuSection,
} from '@sportsbook/contracts';
import { entryLink, isSelected, visibleEntries } from './visibleEntries';

const ICONS: Record<string, string> = { home: '⌂', live: '●', sports: '◎', jackpot: '★', mybets: '≡', promotions: '✦' };

const panel = (open: boolean) => css`
  width: ${open ? '240px' : '46px'};
  transition: width 0.15s ease;
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  overflow: hidden;
`;

const headerRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px;
  border-bottom: 1px solid var(--sb-border);
  h2 {
    margin: 0 0 0 6px;
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: var(--sb-text-muted);
  }
  button {
    border: 0;
    background: transparent;
    color: var(--sb-text);
    font-size: 16px;
    cursor: pointer;
    padding: 4px 8px;
    border-radius: 6px;
  }
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 6px;
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 8px;
    border-radius: 6px;
    color: var(--sb-text);
    text-decoration: none;
    white-space: nowrap;
    font-weight: 500;
  }
  a:hover {
    background: var(--sb-surface-2);
  }
  a[aria-current='page'] {
    background: var(--sb-surface-2);
    box-shadow: inset 3px 0 0 var(--sb-accent);
  }
  .icon {
    width: 18px;
    text-align: center;
    flex: none;
  }
`;

const skeleton = css`
  height: 18px;
  margin: 12px 8px;
  border-radius: 4px;
  background: var(--sb-surface-2);
`;

/** The side menu's main tier (spec 1 section 2.8); sports, coupons and third parties come with the menu issue. */
export function SideMenu() {
  const { t, i18n } = useTranslation();
  const { api, stores, bus } = useShellContext();
  const { path, href, go } = useShellRoute();
  const loggedIn = useShellStore('session', (state) => state.status === 'logged-in');
  const username = useShellStore('session', (state) => state.session?.username);
  // The player details' deposit and betting flags are not in the stores yet: login state decides for now.
  const audiences = useMemo(() => audiencesOf({ loggedIn }), [loggedIn]);
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  const desktopOpen = useShellStore('ui', (state) => state.desktopMenuOpen);
  const open = !isDesktop || desktopOpen;
  const tabs = useQuery({
    queryKey: ['tabs'],
    queryFn: async () => (await api.get<TabMenuSection[]>(platformPaths.tabs)).data,
    staleTime: 600_000,
  });

  return (
    <nav css={panel(open)} aria-label={t('menu.title', 'Sports menu')}>
      <div css={headerRow}>
        {open ? <h2>{t('menu.title', 'Sports menu')}</h2> : null}
        {isDesktop ? (
          <button
            type="button"
            aria-label={open ? t('menu.collapse', 'Collapse menu') : t('menu.expand', 'Expand menu')}
            aria-expanded={open}
            onClick={() => stores.ui.getState().setDesktopMenuOpen(!desktopOpen)}
          >
            {open ? '«' : '»'}
          </button>
        ) : (
          <button type="button" aria-label={t('header.close', 'Close')} onClick={() => bus.emit('menu/toggle', { open: false })}>
            ✕
          </button>
        )}
      </div>
      {tabs.isPending ? (
        Array.from({ length: 5 }, (_, i) => <div key={i} css={skeleton} data-testid="menu-skeleton" />)
      ) : (
        <ul css={list}>
          {visibleEntries(tabs.data ?? [], 'main', audiences, username).map((entry) => {
            const link = entryLink(entry, loggedIn);
            const title = translateTokens(link.title, (key) => (i18n.exists(key) ? t(key) : undefined));
            return (
              <li key={entry.id}>
                <a
                  href={href(link.path)}
                  aria-current={isSelected(link.path, path) ? 'page' : undefined}
                  title={open ? undefined : title}
                  onClick={(event) => {
                    event.preventDefault();
                    if (!isDesktop) bus.emit('menu/toggle', { open: false });
                    go(link.path);
                  }}
                >
                  <span className="icon" aria-hidden="true">
                    {ICONS[entry.icon_name ?? ''] ?? '•'}
                  </span>
                  {open ? <span>{title}</span> : <span className="sb-visually-hidden">{title}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
