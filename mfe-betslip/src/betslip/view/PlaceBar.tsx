import { useTranslation } from 'react-i18next';
import { formatShown } from '@sportsbook/domain';
import type { SlipFigures } from '../slipFigures';
import type { SlipState } from '../slipModel';

/**
 * Totals and the place button, whose words follow the placement: placing (with the in-play delay),
 * waiting for a trader's approval, or a visitor's way in (log in, or a retail code where offered).
 */
export function PlaceBar({
  state,
  figures,
  currencyCode,
  placeable,
  loggedIn,
  retailCodes,
  onPlace,
  onRetailCode,
}: {
  state: SlipState;
  figures: SlipFigures;
  currencyCode: string;
  placeable: boolean;
  loggedIn: boolean;
  retailCodes: boolean;
  onPlace: () => void;
  onRetailCode: () => void;
}) {
  const { t, i18n } = useTranslation();
  // The slip's stakes and returns are in the shown scale (thousands for IDR).
  const money = (amount: number) => formatShown(amount, currencyCode, i18n.language);
  const label = state.statusWaitApproval
    ? t('betslip.waitingApproval', 'Waiting for approval…')
    : state.betPlacing && state.placement?.delay
      ? t('betslip.placingLive', { defaultValue: 'Placing your in-play bet ({{seconds}} s)…', seconds: state.placement.delay })
      : state.betPlacing
        ? t('betslip.placing', 'Placing…')
        : loggedIn
          ? t('betslip.place', { defaultValue: 'Place bet {{amount}}', amount: money(figures.totalStake) })
          : t('betslip.loginToPlace', 'Log in to place bet');
  return (
    <div className="footer">
      <div className="totals">
        <span>{t('betslip.totalStake', 'Total stake')}</span>
        <strong>{money(figures.totalStake)}</strong>
      </div>
      <div className="totals">
        <span>{t('betslip.potentialReturns', 'Potential returns')}</span>
        <strong>{money(figures.potentialReturns)}</strong>
      </div>
      <button
        type="button"
        className="place"
        disabled={loggedIn ? !placeable : state.betPlacing}
        aria-busy={state.betPlacing || state.statusWaitApproval}
        onClick={onPlace}
      >
        {label}
      </button>
      {!loggedIn && retailCodes ? (
        <button type="button" className="secondary" disabled={!placeable} onClick={onRetailCode}>
          {t('betslip.retailCode', 'Get a retail code')}
        </button>
      ) : null}
    </div>
  );
}
