import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext, type MyBetsTab } from '@sportsbook/contracts';
import { primaryButton, Tabs } from '@sportsbook/ui';
import { CountBadge } from '../betCount';
import { OpenBets } from '../openBets';
import { SettledBets } from '../settledBets';
import { useMyBets, usePlayer } from '../state';

export type PanelVariant = 'page' | 'column' | 'modal';

const TABS: { tab: MyBetsTab; label: [key: string, english: string] }[] = [
  { tab: 'open', label: ['mybets.tab.open', 'Open'] },
  { tab: 'settled', label: ['mybets.tab.settled', 'Settled'] },
];

/** My bets in the site's palette: every colour is a --sb-* variable, so dark and light themes both hold. */
const panel = css`
  background: var(--sb-surface);
  color: var(--sb-text);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  overflow: hidden;
  font-size: 13px;
  &[data-variant='modal'] {
    border: 0;
    border-radius: 0;
    height: 100%;
    display: flex;
    flex-direction: column;
  }
`;

const title = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 12px 14px;
  border-bottom: 1px solid var(--sb-border);
  background: var(--sb-surface-2);
  h1,
  h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 800;
    letter-spacing: 0.01em;
    outline: none;
  }
`;

const tabs = css`
  display: flex;
  border-bottom: 1px solid var(--sb-border);
  [role='tab'] {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 44px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: var(--sb-text-muted);
    font-weight: 700;
    font-size: 13px;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    color: var(--sb-text);
    border-bottom-color: var(--sb-accent);
  }
`;

const tabPanel = css`
  padding: 10px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  [data-variant='modal'] > & {
    flex: 1;
    overflow-y: auto;
  }
`;

const visitor = css`
  padding: 16px 14px;
  p {
    margin: 0 0 12px;
    color: var(--sb-text-muted);
  }
  .primary {
    ${primaryButton}
  }
`;

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
  const headingId = titleId ?? ownTitleId;
  const Heading = variant === 'page' ? 'h1' : 'h2';

  return (
    <section css={panel} data-variant={variant} aria-labelledby={headingId}>
      <div className="title" css={title}>
        <Heading id={headingId} tabIndex={-1}>
          {t('mybets.title', 'My bets')}
        </Heading>
        {player && <CountBadge count={betCount} />}
        {actions}
      </div>
      {player ? (
        <>
          <Tabs
            label={t('mybets.tabs', 'Bets')}
            look={tabs}
            idBase={baseId}
            selected={selectedTab}
            onSelect={setTab}
            tabs={TABS.map(({ tab, label }) => ({
              id: tab,
              label: (
                <>
                  {t(...label)}
                  {tab === 'open' && <CountBadge count={betCount} decorative />}
                </>
              ),
            }))}
          />
          <div
            className="tabpanel"
            css={tabPanel}
            role="tabpanel"
            id={`${baseId}-${selectedTab}-panel`}
            aria-labelledby={`${baseId}-${selectedTab}`}
          >
            {selectedTab === 'open' ? <OpenBets /> : <SettledBets />}
          </div>
        </>
      ) : (
        <div className="visitor" css={visitor}>
          <p>{t('mybets.loggedOut', 'Log in to follow your open and settled bets.')}</p>
          <button type="button" className="primary" onClick={() => stores.ui.getState().setModal('isLoginOpen', true)}>
            {t('mybets.login', 'Log in')}
          </button>
        </div>
      )}
    </section>
  );
}
