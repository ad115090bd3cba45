import { memo, type Ref } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { DAY_WORDS, eventDateLabel, ShellLink, type SportEvent, usePageTimeZone } from '@sportsbook/contracts';
import { liveTimeLabel, mainScore } from '@sportsbook/domain';
import { favourites, OUTRIGHT_ROW_RUNNERS, rowMarket, sportViewOf, type ListMarket } from '../sportView';
import { OddsButton } from '../odds';
import { FavouriteToggle } from './FavouriteToggle';
import { useLiveEvent, useWatchLive } from '../live';
import { RowSetScores } from '../scoreboard';
import { usePageView, ViewPrices } from '../pageView';

/** The row on a small screen or in a narrow list: opponents on the first line, the prices on the next. */
const narrowRow = `
  grid-template-columns: 28px 64px minmax(0, 1fr);
  .prices {
    grid-column: 1 / -1;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

const row = css`
  .who {
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
  }
  .who > a {
    flex: 1;
  }
  display: grid;
  grid-template-columns: 28px 84px minmax(0, 1fr) auto;
  gap: 10px;
  align-items: center;
  padding: 8px 12px;
  border-top: 1px solid var(--sb-border);
  @media (max-width: 600px) {
    ${narrowRow}
  }
  /* Too narrow for the opponents and the prices on one line (names were cut to 3 letters): names beside
     the time, prices below across the row. 620 px = 28 + 84 + about 160 for the names + 3 x 92 + gaps. */
  @container event-list (max-width: 620px) {
    ${narrowRow}
  }
`;

const when = css`
  color: var(--sb-text-muted);
  font-size: 12px;
  line-height: 1.3;
  .live {
    color: var(--sb-negative);
    font-weight: 700;
  }
`;

const teams = css`
  color: var(--sb-text);
  text-decoration: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  span {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  b {
    color: var(--sb-accent);
  }
  small {
    color: var(--sb-text-muted);
    font-size: 12px;
    line-height: 14px;
  }
  /* A live row keeps the line of its open markets while it has none (a dangerous moment suspends them):
     the rows below do not jump each time a count comes and goes. */
  .count {
    min-height: 14px;
  }
  &:hover {
    color: var(--sb-link);
  }
`;

const prices = css`
  display: grid;
  grid-auto-flow: column;
  /* Equal columns on every row, so the prices of a list line up like a coupon. */
  grid-auto-columns: 92px;
  justify-content: end;
  gap: 6px;
  /* Markets still loading: a placeholder the size of the prices, so the row does not jump. */
  .loading {
    width: 288px;
    height: 44px;
    border-radius: 6px;
    background: var(--sb-surface-2);
  }
`;

/**
 * An event row (spec 2 section 2): time or live clock, opponents and scores, and the prices of the market
 * the list shows (by default the sport view's main market); an outright shows its favourites. In the asian
 * and thai layouts the row shows the columns of the layout instead (spec 1 section 5).
 */
export const EventRow = memo(function EventRow({
  event: polled,
  listMarket,
  rowRef,
}: {
  event: SportEvent;
  listMarket?: ListMarket;
  rowRef?: Ref<HTMLLIElement>;
}) {
  const { t } = useTranslation();
  const timeZone = usePageTimeZone();
  // A live row follows the push stream while it is on screen.
  useWatchLive(polled.clock ? [polled.id] : []);
  const event = useLiveEvent(polled);
  const market = rowMarket(event, listMarket);
  const outright = sportViewOf(event.sportCode) === 'golf';
  const { view, columns } = usePageView();
  const board = view !== 'euro' && !outright && event.markets !== undefined;
  const shown = market ? (outright ? favourites(market) : market.outcomes.filter((outcome) => !outcome.hidden)) : [];
  const runners = market?.outcomes.filter((outcome) => !outcome.hidden).length ?? 0;
  const date = eventDateLabel(event.eventDate, undefined, timeZone);
  const label = liveTimeLabel(event, 'events');
  const path = `/${event.clock ? 'live' : 'events'}/${event.slug}`;
  // Frames and maps won for the sports whose score is the match score, the running score for the others.
  const scoreOf = (opponentId: number) =>
    mainScore(event.sportCode, event.scores)?.find((s) => s.opponentId === opponentId)?.formattedPoints;
  return (
    <li css={row} data-event-id={event.id} ref={rowRef}>
      <FavouriteToggle eventId={event.id} name={event.name} />
      <div css={when}>
        {label.kind === 'text' ? (
          <span className="live">{t(label.key, label.defaultValue, label.values)}</span>
        ) : label.kind === 'finished' ? (
          <span>{t('events.finished', 'Event is finished')}</span>
        ) : (
          <>
            {date.day ? t(`events.${date.day}`, DAY_WORDS[date.day]) : null} {date.text}
          </>
        )}
      </div>
      <div className="who">
        <ShellLink css={teams} path={path}>
          {event.opponents.length >= 2 ? (
            event.opponents.map((o) => (
              <span key={o.id}>
                {o.description}
                {label.kind === 'text' ? <b>{scoreOf(o.id)}</b> : null}
              </span>
            ))
          ) : (
            <span>{event.name}</span>
          )}
          {outright && runners > OUTRIGHT_ROW_RUNNERS ? (
            <small>{t('events.allRunners', 'All {{count}} runners', { count: runners })}</small>
          ) : null}
          {event.clock ? (
            <small className="count">
              {event.liveOpenMarketCount
                ? t('events.openMarkets', '{{count}} markets', { count: event.liveOpenMarketCount })
                : null}
            </small>
          ) : null}
        </ShellLink>
        <RowSetScores event={event} />
      </div>
      {board ? (
        <ViewPrices event={event} view={view} columns={columns} listMarket={listMarket} />
      ) : (
        <div className="prices" css={prices}>
          {market
            ? shown.map((outcome) => <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} />)
            : null}
          {event.markets === undefined ? <span className="loading" aria-hidden="true" /> : null}
        </div>
      )}
    </li>
  );
});
