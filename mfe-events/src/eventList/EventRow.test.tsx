import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInEvents } from '../testing/renderInEvents';
import { EventRow } from './EventRow';
import { EventList } from './EventList';
import { sampleEvent, sampleMarket } from '../testing/sampleEvents';
import { listMarketsOf } from '../sportView/sportView';
import { localeTexts, nestedTexts } from '@sportsbook/testing';

describe('event row', () => {
  it('shows the start time, the opponents and the main market prices, and links to the event page', async () => {
    const shell = renderInEvents(
      <ul>
        <EventRow event={sampleEvent(7)} />
      </ul>,
    );
    expect(screen.getByText(/Today|Tomorrow/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home 7 v Away 7: Draw 3.40' })).toBeEnabled();
    await userEvent.click(screen.getByRole('link', { name: /Home 7/ }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/events/7-home-7-v-away-7' }]);
  });

  it.each([
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s on the event link to the browser (a new tab), a plain click navigates in the site', (_name, init) => {
    const shell = renderInEvents(
      <ul>
        <EventRow event={sampleEvent(7)} />
      </ul>,
    );
    const link = screen.getByRole('link', { name: /Home 7/ });
    expect(link).toHaveAttribute('href', '/en/events/7-home-7-v-away-7');
    // Seen last (after the site's own handler), a click the site left alone would be followed by the
    // browser; jsdom cannot follow it, so it is stopped here once recorded.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(link, init);
    expect(shell.emittedOf('navigation/go')).toEqual([]);
    fireEvent.click(link);
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/events/7-home-7-v-away-7' }]);
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, false]);
  });

  it('shows the live clock and the score of a live event, linking to its live page', async () => {
    const live = sampleEvent(8, {
      clock: { minutes: 67, status: 'RUNNING' },
      currentPeriodAbbreviation: 'HALF',
      scores: {
        score: [
          { opponentId: 16, points: 2, formattedPoints: '2' },
          { opponentId: 17, points: 1, formattedPoints: '1' },
        ],
      },
    });
    const shell = renderInEvents(
      <ul>
        <EventRow event={live} />
      </ul>,
    );
    expect(screen.getByText("67'")).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Home 8/ }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/live/8-home-8-v-away-8' }]);
  });
});

describe('event row scores by sport', () => {
  const points = (opponentId: number, value: number) => ({ opponentId, points: value, formattedPoints: String(value) });

  it.each([
    ['SNOO', 'FRAMES', 'Frame 8'],
    ['CSGO', 'MAP', 'Map 3'],
    ['LOLS', 'MAP', 'Map 3'],
  ] as const)('shows %s frames or maps won, not the always-zero points', (sportCode, abbreviation, label) => {
    const event = sampleEvent(9, {
      sportCode,
      clock: { minutes: 50, status: 'RUNNING' },
      currentPeriodAbbreviation: abbreviation,
      currentPeriodNumber: abbreviation === 'MAP' ? 3 : 8,
      scores: {
        score: [points(18, 0), points(19, 0)],
        match: [points(18, abbreviation === 'MAP' ? 1 : 4), points(19, abbreviation === 'MAP' ? 1 : 3)],
      },
    });
    renderInEvents(
      <ul>
        <EventRow event={event} />
      </ul>,
    );
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(screen.getAllByText(abbreviation === 'MAP' ? '1' : /^[34]$/)).toHaveLength(2);
  });
});

describe('event row by sport view', () => {
  it('shows an outright with its three favourites and the number of runners', () => {
    const golf = sampleEvent(9, {
      sportCode: 'GOLF',
      name: 'Coastal Championship',
      opponents: [],
      markets: [
        sampleMarket(9, {
          marketTypeId: 40,
          description: 'Winner',
          outcomes: [9, 4.5, 12, 3.2, 6].map((decimal, i) => ({
            id: 900 + i,
            description: `Golfer ${i}`,
            ordinalPosition: i,
            hidden: false,
            consolidatedPrice: { currentPrice: { id: 900 + i, decimal } },
          })),
        }),
      ],
    });
    renderInEvents(
      <ul>
        <EventRow event={golf} />
      </ul>,
    );
    expect(
      screen.getAllByRole('button', { name: /^Coastal Championship: Golfer/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Coastal Championship: Golfer 3 3.20',
      'Coastal Championship: Golfer 1 4.50',
      'Coastal Championship: Golfer 4 6.00',
    ]);
    expect(screen.getByRole('link', { name: /All 5 runners/ })).toBeInTheDocument();
  });

  it("shows the list's chosen market, such as football's first half", () => {
    const firstHalf = sampleMarket(4, {
      id: 41,
      description: 'First Half Result',
      period: { periodType: 102, sequence: 1, fullAbbreviation: '1H', fullDescription: 'First Half', inRunning: false },
      outcomes: sampleMarket(4).outcomes.map((o, i) => ({
        ...o,
        id: 4100 + i,
        consolidatedPrice: { currentPrice: { id: 4100 + i, decimal: 2 + i } },
      })),
    });
    renderInEvents(
      <ul>
        <EventRow
          event={sampleEvent(4, { markets: [sampleMarket(4), firstHalf] })}
          listMarket={listMarketsOf('FOOT', false)[1]}
        />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Home 4 v Away 4: Draw 3.00' })).toBeInTheDocument();
  });
});

describe('event list', () => {
  it('groups events under their league headings', () => {
    renderInEvents(<EventList events={[sampleEvent(1), sampleEvent(6), sampleEvent(2)]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['League 1', 'League 2']);
  });
});

describe("a live row's clock in the player's language", () => {
  const texts = (lng: string) => nestedTexts(localeTexts(`${__dirname}/..`, lng));

  it.each([
    ['zh', 'BASE', 'PERIOD', 7, 40, 'RUNNING', '第7局'],
    ['zh', 'CSGO', 'MAP', 3, 40, 'RUNNING', '第3图'],
    ['zh', 'CRIC', undefined, 2, 40, 'RUNNING', '第2局'],
    ['zh', 'BASK', 'QTR', 2, 12, 'RUNNING', "第2节 12'"],
    ['de', 'FOOT', 'HALF', 2, 45, 'INTERMISSION', 'HZ'],
    ['de', 'TENN', 'SETS', 2, 40, 'RUNNING', 'Satz 2'],
  ] as const)('in %s, %s %s %d at %d (%s) reads %s', (lng, sportCode, abbreviation, period, minutes, status, text) => {
    const event = sampleEvent(10, {
      sportCode,
      clock: { minutes, status },
      currentPeriodAbbreviation: abbreviation,
      currentPeriodNumber: period,
    });
    renderInEvents(
      <ul>
        <EventRow event={event} />
      </ul>,
      undefined,
      texts(lng),
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe("a live row's count of open markets", () => {
  it.each([
    [1, '1 market'],
    [2, '2 markets'],
    [14, '14 markets'],
  ])('a live cricket row with %d open markets reads "%s"', (liveOpenMarketCount, text) => {
    const event = sampleEvent(11, { sportCode: 'CRIC', clock: { minutes: 40, status: 'RUNNING' }, liveOpenMarketCount });
    renderInEvents(
      <ul>
        <EventRow event={event} />
      </ul>,
      undefined,
      nestedTexts(localeTexts(`${__dirname}/..`, 'en')),
    );
    expect(screen.getByText(text, { selector: '.count' })).toBeInTheDocument();
  });

  it('keeps its line, empty, while no market is open, so the rows below stay where they are', () => {
    const event = sampleEvent(12, { sportCode: 'FOOT', clock: { minutes: 71, status: 'RUNNING' }, liveOpenMarketCount: 0 });
    const { container } = renderInEvents(
      <ul>
        <EventRow event={event} />
      </ul>,
    );
    const line = container.querySelector('.count');
    expect(line).toBeInTheDocument();
    expect(line).toBeEmptyDOMElement();
  });
});
