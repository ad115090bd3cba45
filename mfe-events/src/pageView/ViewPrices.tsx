import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { PageView, SportEvent } from '@sportsbook/contracts';
import { OddsButton } from '../odds';
import { listMarketsOf, type ListMarket } from '../sportView';
import { columnMarket, lineLabel, type ViewColumn } from './pageView';

const board = css`
  /* A line of its own under the opponents: beside them, the columns would squeeze the names out. */
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: end;
  gap: 6px 10px;
  .column {
    display: grid;
    gap: 2px;
  }
  .caption {
    color: var(--sb-text-muted);
    font-size: 10px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    text-align: center;
  }
  .outcomes {
    display: grid;
    grid-auto-flow: column;
    /* The same width on every row, so the columns of a list line up like an Asian board. */
    grid-auto-columns: 64px;
    gap: 4px;
  }
  .outcomes button {
    min-width: 0;
    padding: 6px 4px;
  }
  .none {
    grid-column: span 2;
    align-self: center;
    text-align: center;
    color: var(--sb-text-muted);
  }
`;

const TITLES: Record<Exclude<ViewColumn, 'main'>, [string, string]> = {
  handicap: ['events.view.handicap', 'Handicap'],
  totals: ['events.view.totals', 'Over/Under'],
  first_half: ['events.market.firstHalf', '1st half'],
};

/**
 * An event row's prices in the asian or thai layout: one labelled group a column (the list's market, the
 * handicap and totals main lines, the first half), each price with its line; a market the event lacks
 * keeps its place with a dash.
 */
export function ViewPrices({
  event,
  view,
  columns,
  listMarket,
}: {
  event: SportEvent;
  view: PageView;
  columns: readonly ViewColumn[];
  listMarket?: ListMarket;
}) {
  const { t } = useTranslation();
  const words = {
    over: (line: string) => t('events.view.over', 'Over {{line}}', { line }),
    under: (line: string) => t('events.view.under', 'Under {{line}}', { line }),
  };
  const main = listMarket ?? listMarketsOf(event.sportCode, Boolean(event.clock))[0];
  return (
    <div className="prices" css={board}>
      {columns.map((column) => {
        const market = columnMarket(event, column, main);
        const title = t(...(column === 'main' ? main.label : TITLES[column]));
        return (
          <div key={column} className="column" role="group" aria-label={title}>
            <span className="caption" aria-hidden="true">
              {title}
            </span>
            <div className="outcomes">
              {market ? (
                market.outcomes
                  .filter((outcome) => !outcome.hidden)
                  .map((outcome) => (
                    <OddsButton
                      key={outcome.id}
                      event={event}
                      market={market}
                      outcome={outcome}
                      label={lineLabel(view, column, market, outcome, words)}
                      lineLabel={(moved, movedOutcome) => lineLabel(view, column, moved, movedOutcome, words)}
                    />
                  ))
              ) : (
                <span className="none">—</span>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
