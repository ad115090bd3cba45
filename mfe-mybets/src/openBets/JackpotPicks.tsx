import { useTranslation } from 'react-i18next';
import type { MyBet } from '@sportsbook/contracts';
import { jackpotPickStyle, legListStyle, legStateStyle, legStyle, marketStyle, markerStyle, scoreStyle } from './legStyles';
import { jackpotMatches, legScore, legState, type LegState } from '../betView';

const STATE_WORDS: Record<LegState, string> = {
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  live: 'Live',
  suspended: 'Live',
  upcoming: 'Not started',
  finished: 'Awaiting result',
};

/**
 * A jackpot bet's lines as the player picked them: each match of the jackpot in order, its picks and how
 * each stands. Picks are struck at no price, so none is shown.
 */
export function JackpotPicks({ bet }: { bet: MyBet }) {
  const { t } = useTranslation();
  return (
    <ol className="legs" css={legListStyle} aria-label={t('mybets.jackpot.picks', 'Picks per match')}>
      {jackpotMatches(bet).map((match) => {
        const event = match.picks[0];
        const score = legScore(event);
        const label = match.reserve
          ? t('mybets.jackpot.reserve', 'Match {{number}} (reserve)', { number: match.ordinal })
          : t('mybets.jackpot.match', 'Match {{number}}', { number: match.ordinal });
        return (
          <li
            key={match.ordinal}
            className="leg"
            css={legStyle}
            data-ordinal={match.ordinal}
            aria-label={`${label}: ${event.eventDescription}`}
          >
            <div className="market" css={marketStyle}>
              {label} · {event.eventDescription}
              {score && (
                <span className="score" css={scoreStyle}>
                  {' '}
                  {score}
                </span>
              )}
            </div>
            {match.picks.map((pick) => {
              const state = legState(pick);
              return (
                <div
                  key={pick.outcomeId}
                  className="pick jackpot-pick"
                  css={jackpotPickStyle}
                  data-outcome-id={pick.outcomeId}
                  data-leg-state={state}
                >
                  <span className={`marker ${state}`} css={markerStyle} aria-hidden="true" />
                  <strong>{pick.outcomeDescription}</strong>
                  <span className={`state ${state}`} css={legStateStyle}>
                    {t(`mybets.leg.${state}`, STATE_WORDS[state])}
                  </span>
                </div>
              );
            })}
          </li>
        );
      })}
    </ol>
  );
}
