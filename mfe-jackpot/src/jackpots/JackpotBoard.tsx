import { useTranslation } from 'react-i18next';
import { formatBooked } from '@sportsbook/domain';
import { isPlainClick, type ActiveJackpot, type JackpotEvent } from '@sportsbook/contracts';
import { eventCounts, eventsByOrdinal } from './activeJackpot';
import { dateText } from './dateText';
import { EventRow } from './EventRow';
import { boardStyle } from './jackpotBoardStyles';

/** Selecting needs no login (a visitor may fill a jackpot); placing does, which the slip handles. */
export function JackpotBoard({
  jackpot,
  closed,
  next,
  selectedOutcomeIds,
  onSelect,
}: {
  jackpot: ActiveJackpot;
  /** From its first kick-off: nothing can be picked, and the player is told why. */
  closed: boolean;
  /** The jackpot that replaced a closed one, if any. */
  next?: { name: string; href: string; go: () => void };
  selectedOutcomeIds: ReadonlySet<number>;
  onSelect: (outcomeId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const events = eventsByOrdinal(jackpot);
  const { main, reserves } = eventCounts(jackpot);
  const picked = events.filter((e) => e.market.outcomes.some((o) => selectedOutcomeIds.has(o.id))).length;
  const closesText = dateText(t, jackpot.closesAt);
  const titleId = `jackpot-${jackpot.jackpotId}-title`;
  const row = (event: JackpotEvent) => (
    <EventRow key={event.ordinal} event={event} closed={closed} selected={selectedOutcomeIds} onSelect={onSelect} />
  );

  return (
    <section css={boardStyle} aria-labelledby={titleId}>
      <header className="hero">
        <h2 id={titleId}>{jackpot.name}</h2>
        <span
          className="prize"
          aria-label={t('jackpot.prizeLabel', {
            defaultValue: 'Prize {{prize}}',
            prize: formatBooked(jackpot.jackpotPrize, jackpot.currency, i18n.language),
          })}
        >
          {formatBooked(jackpot.jackpotPrize, jackpot.currency, i18n.language)}
        </span>
        <div className="facts">
          <span>{t('jackpot.pickAll', { defaultValue: 'Pick {{main}} matches and {{reserves}} reserves', main, reserves })}</span>
          <span>{t('jackpot.closes', { defaultValue: 'Closes {{when}}', when: closesText })}</span>
          <span>
            {t('jackpot.perLine', {
              defaultValue: '{{stake}} per line',
              stake: formatBooked(jackpot.unitStake, jackpot.currency, i18n.language),
            })}
          </span>
        </div>
        {closed ? (
          <p className="closed" role="status">
            {t('jackpot.closedNotice', 'This jackpot is closed: its first match has started.')}{' '}
            {next ? (
              <a
                href={next.href}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  next.go();
                }}
              >
                {t('jackpot.nextJackpot', { defaultValue: 'Play {{name}}', name: next.name })}
              </a>
            ) : null}
          </p>
        ) : null}
        <div
          className="progress"
          role="progressbar"
          aria-label={t('jackpot.progress', 'Events picked')}
          aria-valuemin={0}
          aria-valuemax={events.length}
          aria-valuenow={picked}
          aria-valuetext={t('jackpot.picked', { defaultValue: '{{picked}} of {{total}} picked', picked, total: events.length })}
        >
          <span style={{ width: `${events.length ? (picked / events.length) * 100 : 0}%` }} />
        </div>
      </header>
      <h3 id={`${titleId}-main`}>{t('jackpot.matches', 'Matches')}</h3>
      <ol aria-labelledby={`${titleId}-main`}>{events.filter((e) => !e.reserve).map(row)}</ol>
      {reserves ? (
        <>
          <h3 id={`${titleId}-reserves`}>{t('jackpot.reserves', 'Reserve matches: one pick each')}</h3>
          <ol aria-labelledby={`${titleId}-reserves`}>{events.filter((e) => e.reserve).map(row)}</ol>
        </>
      ) : null}
    </section>
  );
}
