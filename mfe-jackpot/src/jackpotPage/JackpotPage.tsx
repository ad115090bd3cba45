import { css } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellLink, useShellContext, useShellRoute, type ActiveJackpot } from '@sportsbook/contracts';
import { JackpotBanners } from '../banners';
import { JackpotSlip, useJackpotSlip, useJackpotSlipController } from '../slip';
import type { SlipJackpot } from '../slip';
import { jackpotEventOf, legsOf, shownJackpot, JackpotBoard, useActiveJackpots, useJackpotClosed } from '../jackpots';

/**
 * The jackpot page: the board and the slip side by side when the centre column is wide enough (a
 * container query, since the column's width depends on the layout, not the viewport); the slip pins itself
 * to the bottom of the screen otherwise (its own styles, in JackpotSlip).
 */
const pageStyle = css`
  .title-row {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 8px;
  }
  .page-title {
    margin: 0;
    font-size: 20px;
  }
  .back {
    border: 0;
    background: transparent;
    color: var(--sb-text);
    font-size: 18px;
    cursor: pointer;
  }
  container-type: inline-size;
  display: grid;
  gap: 12px;
  .layout {
    display: grid;
    gap: 12px;
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
  }
  @container (min-width: 900px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 320px;
    }
  }
  .tabs {
    display: flex;
    gap: 8px;
    overflow-x: auto;
  }
  .tabs a {
    padding: 8px 14px;
    border-radius: 999px;
    border: 1px solid var(--sb-border);
    color: var(--sb-text);
    text-decoration: none;
    white-space: nowrap;
  }
  .tabs a[aria-current='page'] {
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    border-color: var(--sb-accent);
  }
  .status {
    padding: 24px 16px;
    margin: 0;
    color: var(--sb-text-muted);
    background: var(--sb-surface);
    border: 1px solid var(--sb-border);
    border-radius: var(--sb-radius);
  }
`;

const NO_SELECTIONS: never[] = [];

/** /jackpot and /jackpot/sport/{jackpotEvent} (spec 2 section 2): the banners, the board and the slip. */
export function JackpotPage() {
  const { t } = useTranslation();
  const { path, href, go } = useShellRoute();
  const { bus } = useShellContext();
  const jackpots = useActiveJackpots();
  const list = jackpots.data ?? [];
  const [previous, setPrevious] = useState<ActiveJackpot>();
  const shown = shownJackpot(list, jackpotEventOf(path, window.location.search), previous);
  const { jackpot, left, next } = shown;
  // Remembered while rendering (React's pattern for state derived from a previous render), not in an effect.
  if (jackpot && !left && jackpot !== previous) setPrevious(jackpot);
  const closed = useJackpotClosed(jackpot, left);
  const controller = useJackpotSlipController();
  const slipJackpot = useMemo<SlipJackpot | null>(
    () =>
      jackpot
        ? {
            jackpotId: jackpot.jackpotId,
            jackpotPrize: jackpot.jackpotPrize,
            unitStake: jackpot.unitStake,
            currency: jackpot.currency,
            legs: legsOf(jackpot),
          }
        : null,
    [jackpot],
  );
  const selections = useJackpotSlip((s) => (jackpot ? s.bets[jackpot.jackpotId]?.selections : undefined) ?? NO_SELECTIONS);
  const selected = useMemo(() => new Set(selections.map((s) => s.outcomeId)), [selections]);
  const shownId = jackpot?.jackpotId;
  useEffect(() => {
    if (shownId !== undefined) controller.show(shownId);
  }, [controller, shownId]);

  return (
    <div css={pageStyle}>
      <div className="title-row">
        {/* Back goes to where the player came from, or home when the page was opened directly (spec 1 section 2.3). */}
        <button type="button" className="back" aria-label={t('jackpot.back', 'Back')} onClick={() => bus.emit('navigation/back')}>
          ←
        </button>
        <h1 className="page-title">{t('jackpot.title', 'Jackpot')}</h1>
      </div>
      <JackpotBanners />
      {list.length > 1 ? (
        <nav className="tabs" aria-label={t('jackpot.all', 'Jackpots')}>
          {list.map((j) => (
            <ShellLink
              key={j.jackpotId}
              path={`/jackpot/sport/${j.jackpotId}`}
              aria-current={j.jackpotId === jackpot?.jackpotId ? 'page' : undefined}
            >
              {j.name}
            </ShellLink>
          ))}
        </nav>
      ) : null}
      {jackpot && slipJackpot ? (
        <div className="layout">
          <JackpotBoard
            jackpot={jackpot}
            closed={closed}
            next={
              next
                ? {
                    name: next.name,
                    href: href(`/jackpot/sport/${next.jackpotId}`),
                    go: () => go(`/jackpot/sport/${next.jackpotId}`),
                  }
                : undefined
            }
            selectedOutcomeIds={selected}
            onSelect={(outcomeId) => controller.select(slipJackpot, outcomeId)}
          />
          <JackpotSlip jackpot={jackpot} slipJackpot={slipJackpot} closed={closed} />
        </div>
      ) : (
        <p className="status" role={jackpots.isError ? 'alert' : 'status'}>
          {jackpots.isPending
            ? t('jackpot.loading', 'Loading jackpots…')
            : jackpots.isError
              ? t('jackpot.failed', 'The jackpots could not be loaded. Please try again later.')
              : t('jackpot.none', 'No jackpot is open right now. Check back soon.')}
        </p>
      )}
    </div>
  );
}
