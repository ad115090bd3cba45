import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext, type MyBetsTab } from '@sportsbook/contracts';
import { CountBadge } from '../betCount/CountBadge';
import { OpenBets } from '../openBets/OpenBets';
import { SettledBets } from '../settledBets/SettledBets';
import { useMyBets } from '../state/MyBetsStoreContext';
import { usePlayer } from '../state/usePlayer';
import { panelStyles } from './panelStyles';

export type PanelVariant = 'page' | 'column' | 'modal';

const TABS: { tab: MyBetsTab; label: [key: string, english: string] }[] = [
  { tab: 'open', label: ['mybets.tab.open', 'Open'] },
  { tab: 'settled', label: ['mybets.tab.settled', 'Settled'] },
];

/**
 * My bets: a title with the open-bet count, the open and settled tabs (open by default), and their
 * lists. A visitor is asked to log in, since my bets needs a player (spec 2 section 1).
 */
export function MyBetsPanel({ variant, titleId, actions }: { variant: PanelVariant; titleId?: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { stores } = useShellContext();
  const player = usePlayer();
  const selectedTab = useMyBets((s) => s.selectedTab);
  const setTab = useMyBets((s) => s.setTab);
  const betCount = useMyBets((s) => s.betCount);
  const ownTitleId = useId();
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const headingId = titleId ?? ownTitleId;
  const Heading = variant === 'page' ? 'h1' : 'h2';

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next].tab);
    tabRefs.current[next]?.focus();
  };

  return (
    <section css={panelStyles} data-variant={variant} aria-labelledby={headingId}>
      <div className="title">
        <Heading id={headingId} tabIndex={-1}>
          {t('mybets.title', 'My bets')}
        </Heading>
        {player && <CountBadge count={betCount} />}
        {actions}
      </div>
      {player ? (
        <>
          <div className="tabs" role="tablist" aria-label={t('mybets.tabs', 'Bets')}>
            {TABS.map(({ tab, label }, index) => (
              <button
                key={tab}
                ref={(el) => {
                  tabRefs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${baseId}-${tab}`}
                aria-selected={selectedTab === tab}
                aria-controls={`${baseId}-${tab}-panel`}
                tabIndex={selectedTab === tab ? 0 : -1}
                onClick={() => setTab(tab)}
                onKeyDown={(event) => onTabKey(event, index)}
              >
                {t(...label)}
                {tab === 'open' && <CountBadge count={betCount} decorative />}
              </button>
            ))}
          </div>
          <div
            className="tabpanel"
            role="tabpanel"
            id={`${baseId}-${selectedTab}-panel`}
            aria-labelledby={`${baseId}-${selectedTab}`}
          >
            {selectedTab === 'open' ? <OpenBets /> : <SettledBets />}
          </div>
        </>
      ) : (
        <div className="visitor">
          <p>{t('mybets.loggedOut', 'Log in to follow your open and settled bets.')}</p>
          <button type="button" className="primary" onClick={() => stores.ui.getState().setModal('isLoginOpen', true)}>
            {t('mybets.login', 'Log in')}
          </button>
        </div>
      )}
    </section>
  );
}
