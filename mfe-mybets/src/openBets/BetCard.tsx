import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MyBet, type MyBetStatus } from '@sportsbook/contracts';
import { betTypeName } from '@sportsbook/domain';
import { useFormats } from '../state';
import { BetDetails } from '../betDetails';
import { CashOut } from '../cashOut';
import { AutoCashOut, autoCashOutOffered } from '../autoCashOut';
import { EditBet, editOffered } from '../editBet';
import { useDateText, betOdds, isLiveBet, settledSummary } from '../betView';
import { LegRow } from './LegRow';
import { JackpotPicks } from './JackpotPicks';
import { legListStyle } from './legStyles';
import { TextButton } from '../betList';

const STATUS_WORDS: Record<MyBetStatus, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  cashed_out: 'Cashed out',
};

/** A bet's card, its edge coloured once it is won or lost. */
const card = css`
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  background: var(--sb-bg, var(--sb-surface));
  padding: 10px 12px;
  &[data-status='won'] {
    border-left: 4px solid var(--sb-positive);
  }
  &[data-status='lost'] {
    border-left: 4px solid var(--sb-negative);
  }
  header {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  h3 {
    margin: 0;
    font-size: 14px;
    font-weight: 800;
  }
  .lines {
    font-weight: 500;
    color: var(--sb-text-muted);
  }
  .bet-odds {
    margin-left: auto;
    font-weight: 800;
    color: var(--sb-accent);
  }
`;

/** The bet's state as a pill: live, or how it settled. */
const pill = css`
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 10px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  background: var(--sb-surface-2);
  color: var(--sb-text-muted);
  &.live {
    background: var(--sb-negative);
    color: #fff;
  }
  &.won {
    background: var(--sb-positive);
    color: #fff;
  }
  &.lost {
    background: var(--sb-surface-2);
    color: var(--sb-negative);
  }
`;

/** Stake on the left, returns on the right. */
const figures = css`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding-top: 8px;
  border-top: 1px dashed var(--sb-border);
  div:last-of-type {
    text-align: right;
  }
  dt {
    color: var(--sb-text-muted);
    font-size: 11px;
  }
  dd {
    margin: 0;
    font-weight: 800;
    font-size: 14px;
  }
  .returns.up {
    color: var(--sb-positive);
  }
`;

/** A bet its auto cash-out rule closed says so, beside what it returned. */
const autoFired = css`
  margin: 8px 0 0;
  font-size: 12px;
  font-weight: 700;
  color: var(--sb-text-muted);
`;

const foot = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-top: 8px;
  font-size: 11px;
  color: var(--sb-text-muted);
`;

/** A bet: what it is, its selections with live scores, stake and returns, cash out and details. */
export function BetCard({
  bet,
  onCashedOut,
  onNotice,
}: {
  bet: MyBet;
  onCashedOut?: (bet: MyBet, amount: number) => void;
  /** Says what was done to the bet above the list (an edit closes this card and lists the new bet). */
  onNotice?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const { money, odds } = useFormats();
  const date = useDateText();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const open = bet.status === 'open';
  const oddsValue = betOdds(bet);
  const summary = settledSummary(bet);
  const jackpot = bet.kind === 'jackpot';
  const typeName = betTypeName({ kind: bet.kind, betTypeId: bet.betTypeId, legs: bet.selections.length }, 'mybets');
  return (
    <article
      className="bet"
      css={card}
      // Jackpot bets number apart from the others: each marks its own id so neither is taken for the other.
      {...(jackpot ? { 'data-jackpot-bet-id': bet.betId } : { 'data-bet-id': bet.betId })}
      data-status={bet.status}
      aria-labelledby={titleId}
    >
      <header>
        <h3 id={titleId}>
          {/* A type this front end does not know keeps the platform's own description (a jackpot's name). */}
          {typeName ? t(typeName.key, typeName.defaultValue, { size: typeName.size }) : bet.description}
          {(bet.kind === 'system' || jackpot) && (
            <span className="lines"> · {t('mybets.lines', '{{count}} lines', { count: bet.numBets })}</span>
          )}
        </h3>
        {open && isLiveBet(bet) && (
          <span className="pill live" css={pill}>
            {t('mybets.live', 'Live')}
          </span>
        )}
        {!open && (
          <span className={`pill ${bet.status}`} css={pill}>
            {t(`mybets.status.${bet.status}`, STATUS_WORDS[bet.status])}
          </span>
        )}
        {oddsValue !== null && <span className="bet-odds">{odds(oddsValue)}</span>}
      </header>
      {jackpot ? (
        <JackpotPicks bet={bet} />
      ) : (
        <ul className="legs" css={legListStyle} aria-label={t('mybets.selections', 'Selections')}>
          {bet.selections.map((leg) => (
            <LegRow key={leg.outcomeId} leg={leg} />
          ))}
        </ul>
      )}
      <dl className="figures" css={figures}>
        <div>
          <dt>{t('mybets.stake', 'Stake')}</dt>
          <dd>{money(bet.totalStake)}</dd>
        </div>
        {bet.cashedOut ? (
          <div className="cashed-out">
            <dt>{t('mybets.cashedOut', 'Cashed out')}</dt>
            <dd>{money(bet.cashedOut)}</dd>
          </div>
        ) : null}
        {bet.extraWinnings ? (
          <div className="extra">
            <dt>{t('mybets.extraWinnings', 'Parlay extra winnings')}</dt>
            <dd>+{money(bet.extraWinnings)}</dd>
          </div>
        ) : null}
        {open ? (
          <div>
            <dt>{jackpot ? t('mybets.jackpot.prize', 'Jackpot prize') : t('mybets.potentialReturns', 'Potential returns')}</dt>
            <dd className="returns">{money(bet.potentialReturns)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('mybets.returns', 'Returns')}</dt>
            <dd className={`returns ${summary.net > 0 ? 'up' : summary.net < 0 ? 'down' : ''}`}>{money(summary.paid)}</dd>
          </div>
        )}
      </dl>
      {/* A jackpot is a pool: never cashed out (and its id is of another series than the bets the cash out names). */}
      {open && onCashedOut && !jackpot && <CashOut bet={bet} onDone={onCashedOut} />}
      {bet.autoCashOut?.fired && (
        <p className="auto-fired" css={autoFired}>
          {t('mybets.autoCashOut.armed', 'Auto cash out at {{amount}}', { amount: money(bet.autoCashOut.target) })}
        </p>
      )}
      {/* The rule is kept on the platform: it shows wherever the bet does, and fires with the page closed. */}
      {onCashedOut && autoCashOutOffered(bet) && <AutoCashOut bet={bet} />}
      {onCashedOut && editOffered(bet) && <EditBet bet={bet} onEdited={onNotice} />}
      <div className="foot" css={foot}>
        <span className="when">{date(open ? bet.placedAt : (bet.settledAt ?? bet.placedAt))}</span>
        <TextButton aria-expanded={detailsOpen} aria-controls={detailsId} onClick={() => setDetailsOpen((v) => !v)}>
          {detailsOpen ? t('mybets.hideDetails', 'Hide details') : t('mybets.showDetails', 'Bet details')}
        </TextButton>
      </div>
      {detailsOpen && <BetDetails bet={bet} id={detailsId} />}
    </article>
  );
}
