import { useTranslation } from 'react-i18next';
import { formatShown } from '@sportsbook/domain';
import type { SlipFigures } from '../slipFigures';
import { Price, type PriceDisplay } from './BetRow';
import { StakeRow, type StakeEntry } from './StakeRow';

/** The multiple or a system: its name and number of bets, its odds (for the multiple) and its stake per bet. */
export function ComboRow({
  betKey,
  description,
  noOfBets,
  decimal,
  unitStake,
  figures,
  entry,
  display,
  error,
}: {
  betKey: string;
  description: string;
  noOfBets: number;
  decimal?: number;
  unitStake?: number;
  figures?: SlipFigures['returns'][string];
  entry: StakeEntry;
  display: PriceDisplay;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="bet" data-ref={betKey}>
      <div className="line">
        <span className="what">
          <strong>{description}</strong>
          <small>{t('betslip.bets', { count: noOfBets, defaultValue: noOfBets === 1 ? '1 bet' : '{{count}} bets' })}</small>
        </span>
        {decimal ? <Price decimal={decimal} display={display} /> : <span />}
        <span />
      </div>
      <StakeRow betKey={betKey} name={description} unitStake={unitStake} figures={figures} entry={entry} error={error} />
      {figures?.extraWinnings ? (
        <div className="returns extra">
          <span>{t('betslip.extraWinnings', 'Parlay extra winnings')}</span>
          <strong>+{formatShown(figures.extraWinnings, entry.currencyCode, i18n.language)}</strong>
        </div>
      ) : null}
    </li>
  );
}
