import { css } from '@emotion/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlainClick, useShellRoute, type MyBetSelection } from '@sportsbook/contracts';
import { betBuilderLegs } from '@sportsbook/domain';
import { useFormats } from '../state';
import { legStateStyle, legStyle, marketStyle, markerStyle, pickStyle, scoreStyle } from './legStyles';
import { legClock, legEventPath, legScore, legState, type LegState } from '../betView';

const STATE_WORDS: Record<LegState, string> = {
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  live: 'Live',
  suspended: 'Suspended',
  upcoming: 'Not started',
  finished: 'Awaiting result',
};

const oddsStyle = css`
  font-weight: 700;
`;

/** The leg's event, linked, with its live score and clock. */
const eventStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  a {
    color: var(--sb-link, var(--sb-text));
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

/** A bet builder's legs, one a line under its one price. */
const builderLegsStyle = css`
  margin: 2px 0;
  padding-left: 16px;
  font-size: 13px;
  li {
    list-style: disc;
  }
`;

const clockStyle = css`
  color: var(--sb-negative);
  font-weight: 700;
`;

/** One selection of a bet: the pick and its odds, its market, and its event with the live score. */
export function LegRow({ leg }: { leg: MyBetSelection }) {
  const { t } = useTranslation();
  const { href, go } = useShellRoute();
  const { odds } = useFormats();
  const state = legState(leg);
  const score = legScore(leg);
  const clock = legClock(leg);
  const path = legEventPath(leg);
  const builderLegs = betBuilderLegs(leg);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(path);
  };
  return (
    <li className="leg" css={legStyle} data-leg-state={state} data-outcome-id={leg.outcomeId}>
      <span className={`marker ${state}`} css={markerStyle} aria-hidden="true" />
      <div className="pick" css={pickStyle}>
        <strong>{builderLegs ? t('mybets.betBuilder.title', 'Bet builder') : leg.outcomeDescription}</strong>
        <span className="odds" css={oddsStyle}>
          {odds(leg.price)}
        </span>
      </div>
      {builderLegs ? (
        <ul className="builder-legs" css={builderLegsStyle} aria-label={t('mybets.betBuilder.legs', 'Bet builder selections')}>
          {builderLegs.map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ul>
      ) : null}
      {builderLegs ? null : (
        <div className="market" css={marketStyle}>
          {leg.marketDescription}
        </div>
      )}
      <div className="event" css={eventStyle}>
        <a href={href(path)} onClick={follow} data-event-id={leg.eventId}>
          {leg.eventDescription}
        </a>
        {score && (
          <span className="score" css={scoreStyle} aria-label={t('mybets.score', 'Score {{score}}', { score })}>
            {score}
          </span>
        )}
        {clock && (
          <span className="clock" css={clockStyle}>
            {t(clock.key, clock.defaultValue, clock.values)}
          </span>
        )}
      </div>
      <div className={`state ${state}`} css={legStateStyle}>
        {t(`mybets.leg.${state}`, STATE_WORDS[state])}
      </div>
    </li>
  );
}
