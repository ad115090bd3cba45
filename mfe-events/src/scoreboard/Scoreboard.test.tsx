import { fireEvent, screen, within } from '@testing-library/react';
import { renderInEvents } from '../testing/renderInEvents';
import { sampleEvent } from '../testing/sampleEvents';
import { Scoreboard } from './Scoreboard';
import { RowSetScores } from './RowSetScores';
import { cricketLive, footballLive, matchScoreLive, periodsLive, setsLive } from '../testing/scoreboardSamples';

const board = (name: string) => screen.getByRole('region', { name: `${name} scoreboard` });
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
/** The cells of the row headed by the team or player. */
const cells = (table: HTMLElement, rowName: string | RegExp) =>
  within(within(table).getByRole('rowheader', { name: rowName }).closest('tr')!)
    .getAllByRole('cell')
    .map((td) => td.textContent);
const current = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .filter((th) => th.getAttribute('aria-current') === 'true')
    .map((th) => th.textContent);

describe('generic scoreboard', () => {
  it('shows the teams, the score, the clock, the league and football cards and corners', () => {
    renderInEvents(<Scoreboard event={footballLive(1)} />);
    const region = board('Northbridge United v Kingsport City');
    expect(within(region).getByText('Northbridge United')).toBeInTheDocument();
    expect(within(region).getByText('Kingsport City')).toBeInTheDocument();
    expect(within(region).getByText('2 – 1')).toBeInTheDocument();
    expect(within(region).getByText("67'")).toBeInTheDocument();
    expect(within(region).getByText('League 1')).toBeInTheDocument();
    const figures = (name: string) =>
      within(within(region).getByRole('list', { name: `${name}: cards and corners` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(figures('Northbridge United')).toEqual(['Yellow cards 2', 'Red cards 0', 'Corners 5']);
    expect(figures('Kingsport City')).toEqual(['Yellow cards 1', 'Red cards 1', 'Corners 3']);
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });

  it("adds football's half-time score when the environment flag is on, from the second half", () => {
    const { rerender } = renderInEvents(<Scoreboard event={footballLive(2)} />);
    expect(screen.queryByText(/^HT/)).not.toBeInTheDocument();
    rerender(<Scoreboard event={footballLive(2)} showHalfTimeScore />);
    expect(screen.getByText('HT 1 – 0')).toBeInTheDocument();
    rerender(<Scoreboard event={footballLive(2, { period: 1, clock: { minutes: 30, status: 'RUNNING' } })} showHalfTimeScore />);
    expect(screen.queryByText(/^HT/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'snooker: frames won',
      matchScoreLive(3, 'SNOO', [4, 2], [47, 12]),
      'J. Higgs v M. Selby-Hart',
      '4 – 2',
      'Frames',
      'This frame 47 – 12',
    ],
    [
      'counter-strike: maps won',
      matchScoreLive(4, 'CSGO', [1, 0], [8, 5]),
      'Nordic Wolves v Polar Tigers',
      '1 – 0',
      'Maps',
      'Rounds 8 – 5',
    ],
  ])('shows the match score of a match-score sport and the unit in play, %s', (_, event, name, score, counted, inUnit) => {
    renderInEvents(<Scoreboard event={event} />);
    const region = board(name);
    expect(within(region).getByText(score)).toBeInTheDocument();
    expect(within(region).getByText(counted)).toBeInTheDocument();
    expect(within(region).getByText(inUnit)).toBeInTheDocument();
    expect(within(region).queryByText('0 – 0')).not.toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });

  it('is larger on desktop and denser when compact, with the same content', () => {
    const { rerender } = renderInEvents(<Scoreboard event={footballLive(5)} />);
    expect(getComputedStyle(screen.getByText('2 – 1')).fontSize).toBe('40px');
    rerender(<Scoreboard event={footballLive(5)} compact />);
    expect(getComputedStyle(screen.getByText('2 – 1')).fontSize).toBe('28px');
    expect(screen.getByRole('list', { name: 'Northbridge United: cards and corners' })).toBeInTheDocument();
  });
});

describe('sets scoreboard', () => {
  it('shows the five sets of a best of 5, the current set highlighted, the server, the game points and the match score', () => {
    renderInEvents(
      <Scoreboard
        event={setsLive(
          6,
          'TENN',
          [
            [6, 4],
            [3, 6],
            [7, 6],
            [2, 1],
          ],
          { maxSets: 5, serving: 1 },
        )}
      />,
    );
    const region = board('D. Petrović v R. Halvorsen');
    const table = within(region).getByRole('table', { name: 'Sets' });
    expect(headers(table)).toEqual(['Player', '1', '2', '3', '4', '5', 'Pts', 'Sets']);
    expect(current(table)).toEqual(['4']);
    expect(cells(table, /D\. Petrović/)).toEqual(['6', '3', '7', '2', '', '2', '2']);
    expect(cells(table, /R\. Halvorsen/)).toEqual(['4', '6', '6', '1', '', '1', '1']);
    expect(within(table).getByRole('rowheader', { name: 'Serving R. Halvorsen' })).toBeInTheDocument();
    expect(within(region).getByText('Set 4')).toBeInTheDocument();
  });

  it('shows the last five sets of a best of 7 (darts) and table tennis games as games', () => {
    const { rerender } = renderInEvents(
      <Scoreboard
        event={setsLive(
          7,
          'DART',
          [
            [3, 1],
            [1, 3],
            [3, 2],
            [0, 3],
            [3, 0],
            [2, 3],
            [1, 1],
          ],
          { maxSets: 7, abbreviation: 'LEGS' },
        )}
      />,
    );
    expect(headers(screen.getByRole('table', { name: 'Sets' }))).toEqual(['Player', '3', '4', '5', '6', '7', 'Pts', 'Sets']);
    rerender(
      <Scoreboard
        event={setsLive(
          8,
          'TABL',
          [
            [11, 7],
            [4, 3],
          ],
          { maxSets: 5, abbreviation: 'GAMES' },
        )}
      />,
    );
    const games = screen.getByRole('table', { name: 'Games' });
    expect(headers(games)).toEqual(['Player', '1', '2', '3', '4', '5', 'Pts', 'Games']);
    expect(within(games).getByTitle('Game 2')).toBeInTheDocument();
  });

  it('drops the game points and the server once the match is over', () => {
    renderInEvents(
      <Scoreboard
        event={setsLive(
          9,
          'TENN',
          [
            [6, 4],
            [6, 3],
          ],
          { maxSets: 3, clock: { minutes: 0, status: 'END_OF_EVENT' } },
        )}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sets' });
    expect(headers(table)).toEqual(['Player', '1', '2', '3', 'Sets']);
    expect(current(table)).toEqual([]);
    expect(within(table).queryByRole('img', { name: 'Serving' })).not.toBeInTheDocument();
    expect(screen.getByText('Event is finished')).toBeInTheDocument();
  });
});

describe('periods scoreboard', () => {
  it('shows quarters with the HT and FT columns, the current quarter highlighted, under the total score', () => {
    renderInEvents(
      <Scoreboard
        event={periodsLive(10, 'BASK', [
          [25, 19],
          [22, 27],
          [8, 4],
        ])}
      />,
    );
    const region = board('Portland Pioneers v Orlando Tide');
    expect(within(region).getByText('55 – 50')).toBeInTheDocument();
    expect(within(region).getByText("Q3 7'")).toBeInTheDocument();
    const table = within(region).getByRole('table', { name: 'Quarters' });
    expect(headers(table)).toEqual(['Team', 'Q1', 'Q2', 'HT', 'Q3', 'Q4', 'FT']);
    expect(current(table)).toEqual(['Q3']);
    expect(cells(table, 'Portland Pioneers')).toEqual(['25', '22', '47', '8', '', '55']);
    expect(cells(table, 'Orlando Tide')).toEqual(['19', '27', '46', '4', '', '50']);
    expect(within(table).getByTitle('Half time')).toHaveTextContent('HT');
  });

  it('highlights the HT column during the intermission of period 2', () => {
    renderInEvents(
      <Scoreboard
        event={periodsLive(
          11,
          'BASK',
          [
            [25, 19],
            [22, 27],
          ],
          { clock: { minutes: 12, status: 'INTERMISSION' }, currentPeriodNumber: 3 },
        )}
      />,
    );
    const table = screen.getByRole('table', { name: 'Quarters' });
    expect(current(table)).toEqual(['HT']);
    expect(screen.getByRole('columnheader', { name: 'HT' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('columnheader', { name: 'Q2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('HT', { selector: '.clock' })).toBeInTheDocument();
  });

  it('shows halves with H1 H2 FT', () => {
    renderInEvents(
      <Scoreboard
        event={periodsLive(
          12,
          'HAND',
          [
            [14, 12],
            [3, 4],
          ],
          { names: ['Odense Ravens', 'Kolding Knights'], clock: { minutes: 21, status: 'RUNNING' } },
        )}
      />,
    );
    const table = within(board('Odense Ravens v Kolding Knights')).getByRole('table', { name: 'Halves' });
    expect(headers(table)).toEqual(['Team', 'H1', 'H2', 'FT']);
    expect(current(table)).toEqual(['H2']);
    expect(cells(table, 'Odense Ravens')).toEqual(['14', '3', '17']);
  });

  it('shows innings 1 to 9 and the total', () => {
    renderInEvents(
      <Scoreboard
        event={periodsLive(
          13,
          'BASE',
          [
            [0, 1],
            [2, 0],
          ],
          { names: ['Brooklyn Bridges', 'St. Louis Arches'] },
        )}
        compact
      />,
    );
    const table = screen.getByRole('table', { name: 'Innings' });
    expect(headers(table)).toEqual(['Team', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'T']);
    expect(cells(table, 'St. Louis Arches')).toEqual(['1', '0', '', '', '', '', '', '', '', '1']);
  });
});

describe('sports without a scoreboard', () => {
  it.each([
    ['cricket', cricketLive(14)],
    ['esports football', sampleEvent(15, { sportCode: 'EFOT', clock: { minutes: 3, status: 'RUNNING' } })],
    ['esports basketball', { ...periodsLive(16, 'BASK', [[4, 2]]), sportCode: 'EBSK' }],
    ['league of legends, not a match-score sport', { ...matchScoreLive(23, 'CSGO', [1, 0]), sportCode: 'LOLS' }],
  ])('renders nothing for %s', (_, event) => {
    const { container } = renderInEvents(<Scoreboard event={event} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('sport background', () => {
  it("loads the sport's picture as decoration and falls back to the dark panel when it fails, the text still readable", () => {
    const { container } = renderInEvents(<Scoreboard event={footballLive(17)} />);
    const region = board('Northbridge United v Kingsport City');
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/api/sport_backgrounds/FOOT.svg');
    expect(picture).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(region).toHaveAttribute('data-background', 'picture');

    fireEvent.error(picture);

    expect(container.querySelector('img')).toBeNull();
    expect(region).toHaveAttribute('data-background', 'fallback');
    expect(region.querySelector('.overlay')).toContainElement(within(region).getByText('2 – 1'));
    expect(within(region).getByText('Northbridge United')).toBeVisible();
    expect(within(region).getByText("67'")).toBeVisible();
  });

  it('tries the picture again for the next sport', () => {
    const { container, rerender } = renderInEvents(<Scoreboard event={footballLive(18)} />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<Scoreboard event={periodsLive(19, 'BASK', [[2, 0]])} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/sport_backgrounds/BASK.svg');
  });
});

describe('event row set scores', () => {
  it('reads the last 3 set scores and the server, and shows them in two lines', () => {
    renderInEvents(
      <RowSetScores
        event={setsLive(
          20,
          'TENN',
          [
            [6, 4],
            [3, 6],
            [7, 6],
            [2, 1],
          ],
          { maxSets: 5, serving: 1 },
        )}
      />,
    );
    expect(screen.getByText('Set 2 3-6, Set 3 7-6, Set 4 2-1, R. Halvorsen serving')).toBeInTheDocument();
    expect(screen.getAllByText('6')).toHaveLength(2);
    expect(screen.queryByText('4')).not.toBeInTheDocument();
  });

  it('counts table tennis games as games, and shows nothing for a sport without sets', () => {
    const { rerender, container } = renderInEvents(
      <RowSetScores
        event={setsLive(
          21,
          'TABL',
          [
            [11, 7],
            [4, 3],
          ],
          { maxSets: 5, abbreviation: 'GAMES', serving: 0 },
        )}
      />,
    );
    expect(screen.getByText('Game 1 11-7, Game 2 4-3, D. Petrović serving')).toBeInTheDocument();
    rerender(<RowSetScores event={footballLive(22)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
