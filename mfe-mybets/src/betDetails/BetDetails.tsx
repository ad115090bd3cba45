import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MyBet } from '@sportsbook/contracts';
import { useFormats } from '../state';
import { useDateText, betOdds } from '../betView';
import { useBetDetails } from './useBetDetails';

const detailsStyle = css`
  margin-top: 6px;
  padding: 8px;
  border-radius: 6px;
  background: var(--sb-surface-2);
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: var(--sb-text-muted);
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  table {
    width: 100%;
    margin-top: 8px;
    border-collapse: collapse;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 4px;
  }
  th,
  td {
    padding: 3px 0;
    text-align: right;
  }
  th[scope='row'],
  th:first-of-type {
    text-align: left;
    font-weight: 500;
  }
`;

/**
 * The details of a bet: reference, times, stake per line and lines, odds, and for an open bet each leg's
 * price now beside the price taken (fetched fresh from .../openbet/{betId}); a jackpot bet has no prices.
 */
export function BetDetails({ bet, id }: { bet: MyBet; id: string }) {
  const { t } = useTranslation();
  const { money, odds } = useFormats();
  const date = useDateText();
  // A jackpot bet is not one of the platform's bets by id: what the list holds is all there is to show.
  const jackpot = bet.kind === 'jackpot';
  const fresh = useBetDetails(bet.betId, bet.status === 'open' && !jackpot);
  const shown = fresh.data ?? bet;
  const betOddsValue = betOdds(shown);
  return (
    <div className="details" css={detailsStyle} id={id}>
      <dl>
        <dt>{t('mybets.details.reference', 'Reference')}</dt>
        <dd>{shown.reference}</dd>
        <dt>{t('mybets.details.placed', 'Placed')}</dt>
        <dd>{date(shown.placedAt)}</dd>
        {shown.settledAt && (
          <>
            <dt>{t('mybets.details.settled', 'Settled')}</dt>
            <dd>{date(shown.settledAt)}</dd>
          </>
        )}
        <dt>{t('mybets.details.lines', 'Stake per line × lines')}</dt>
        <dd>
          {money(shown.unitStake)} × {shown.numBets}
        </dd>
        {betOddsValue !== null && (
          <>
            <dt>{t('mybets.details.odds', 'Odds')}</dt>
            <dd>{odds(betOddsValue)}</dd>
          </>
        )}
        {shown.live && (
          <>
            <dt>{t('mybets.details.inPlay', 'In-play bet')}</dt>
            <dd>{t('mybets.details.yes', 'Yes')}</dd>
          </>
        )}
      </dl>
      {shown.status === 'open' && !jackpot && (
        <table>
          <caption>{t('mybets.details.prices', 'Prices')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mybets.details.selection', 'Selection')}</th>
              <th scope="col">{t('mybets.details.taken', 'Taken')}</th>
              <th scope="col">{t('mybets.details.now', 'Now')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.selections.map((leg) => (
              <tr key={leg.outcomeId}>
                <th scope="row">{leg.outcomeDescription}</th>
                <td>{odds(leg.price)}</td>
                <td>{leg.marketStatus === 'open' ? odds(leg.currentPrice) : t('mybets.details.unavailable', 'Unavailable')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
