import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellRoute, type MyBetSelection } from '@sportsbook/contracts';
import { useFormats } from '../state/useFormats';
import { legClock, legEventPath, legScore, legState, type LegState } from './betView';

const STATE_WORDS: Record<LegState, string> = {
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  live: 'Live',
  suspended: 'Suspended',
  upcoming: 'Not started',
  finished: 'Awaiting result',
};

/** One selection of a bet: the pick and its odds, its market, and its event with the live score. */
export function LegRow({ leg }: { leg: MyBetSelection }) {
  const { t } = useTranslation();
  const { href, go } = useShellRoute();
  const { odds } = useFormats();
  const state = legState(leg);
  const score = legScore(leg);
  const clock = legClock(leg);
  const path = legEventPath(leg);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(path);
  };
  return (
    <li className="leg" data-leg-state={state} data-outcome-id={leg.outcomeId}>
      <span className={`marker ${state}`} aria-hidden="true" />
      <div className="pick">
        <strong>{leg.outcomeDescription}</strong>
        <span className="odds">{odds(leg.price)}</span>
      </div>
      <div className="market">{leg.marketDescription}</div>
      <div className="event">
        <a href={href(path)} onClick={follow} data-event-id={leg.eventId}>
          {leg.eventDescription}
        </a>
        {score && (
          <span className="score" aria-label={t('mybets.score', 'Score {{score}}', { score })}>
            {score}
          </span>
        )}
        {clock && <span className="clock">{t(clock.key, clock.defaultValue, clock.values)}</span>}
      </div>
      <div className={`state ${state}`}>{t(`mybets.leg.${state}`, STATE_WORDS[state])}</div>
    </li>
  );
}
