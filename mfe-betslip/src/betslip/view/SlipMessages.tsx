import { useTranslation } from 'react-i18next';
import { formatOdds } from '@sportsbook/domain';
import { distinctMessages } from '../resMessages';
import { listedErrors, type SlipBet, type SlipState } from '../slipModel';
import type { PriceDisplay } from './BetRow';

/**
 * What the slip has to tell the player (spec 2 section 8): 'Your selection is not available anymore'
 * when a selection is gone, otherwise the distinct messages of the errors; and prices that moved against
 * the player, to accept before placing.
 */
export function SlipMessages({
  state,
  worsened,
  display,
  onAccept,
}: {
  state: SlipState;
  worsened: SlipBet[];
  display: PriceDisplay;
  onAccept: () => void;
}) {
  const { t } = useTranslation();
  const messages = state.isShowNotAvailableMessage ? [] : distinctMessages(listedErrors(state));
  if (!state.isShowNotAvailableMessage && messages.length === 0 && worsened.length === 0) return null;
  return (
    <div className="messages">
      {state.isShowNotAvailableMessage ? (
        <p className="error" role="alert">
          {t('betslip.notAvailable', 'Your selection is not available anymore')}
        </p>
      ) : null}
      {messages.length ? (
        <div role="alert">
          {messages.map(([key, text]) => (
            <p key={key} className="error">
              {t(key, text)}
            </p>
          ))}
        </div>
      ) : null}
      {worsened.length ? (
        <div role="status">
          {worsened.map((bet) => (
            <p key={bet.outcomeId} className="notice">
              {t('betslip.priceChanged', {
                defaultValue: 'The price of {{name}} changed from {{from}} to {{to}}.',
                name: bet.outcomeDescription,
                from: formatOdds(bet.previousDecimal!, display.format, display.negativeOdds),
                to: formatOdds(bet.decimal, display.format, display.negativeOdds),
              })}
            </p>
          ))}
          <button type="button" className="secondary" onClick={onAccept}>
            {t('betslip.acceptPrices', 'Accept new prices')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
