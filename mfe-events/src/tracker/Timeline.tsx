import { useTranslation } from 'react-i18next';
import type { PlayMoment, PlayPicture } from '@sportsbook/contracts';
import { momentClock, momentText } from './playTexts';
import { SIDE_COLOURS } from './sideColours';

/** The key moments, newest first: a list a screen reader reads as it is, each moment in words. */
export function Timeline({
  moments,
  pitch,
  names,
}: {
  moments: PlayMoment[];
  pitch: PlayPicture['sport'];
  names: readonly [string, string];
}) {
  const { t } = useTranslation();
  const label = t('events.tracker.timeline', 'Key moments');
  if (!moments.length) return <p className="empty">{t('events.tracker.no-moments', 'No key moments yet')}</p>;
  return (
    <ol className="timeline" aria-label={label}>
      {[...moments].reverse().map((moment) => {
        const said = momentText(moment, pitch, names);
        const clock = momentClock(moment, pitch);
        return (
          <li key={moment.n} data-moment={moment.kind}>
            <span
              className="mark"
              style={{ background: moment.side === undefined ? 'var(--sb-border)' : SIDE_COLOURS[moment.side] }}
            />
            {clock ? <span className="clock">{clock}</span> : null}
            <span className="what">{t(said.key, said.defaultValue, said.values)}</span>
            {moment.score ? <span className="score">{moment.score.join('–')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
