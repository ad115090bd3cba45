import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, type FakeRequest } from '@sportsbook/testing';
import type { SearchAnswer } from '@sportsbook/contracts';
import { ClassicHeader } from '../header/ClassicHeader';

const ANSWER: SearchAnswer = {
  query: 'nortbridge',
  events: [
    {
      id: 9,
      name: 'Northbridge United v Kingsport City',
      slug: 'northbridge-united-v-kingsport-city-9',
      live: false,
      eventDate: '2026-11-29T15:00:00.000Z',
      sportCode: 'FOOT',
      competition: 'Premier Division',
    },
  ],
  teams: [],
  competitions: [
    {
      id: 30000,
      name: 'Premier Division',
      sport: 'Football',
      country: 'England',
      slugs: { sport: 'football', country: 'england', league: 'premier-division' },
    },
  ],
  sports: [],
};

const api = (request: FakeRequest) => (request.url === '/xapi/rest/search' ? { status: 200, data: ANSWER } : { status: 404 });

const desktop = () => {
  const shell = renderInShell(<ClassicHeader />, api);
  act(() => shell.stores.ui.getState().setViewport(1280));
  return shell;
};

describe('the header search (desktop)', () => {
  it('is not on a phone', () => {
    renderInShell(<ClassicHeader />, api);
    expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('brings the search on focus, lists the groups as the player types, and opens an option with the keyboard', async () => {
    const shell = desktop();
    await userEvent.click(await screen.findByRole('searchbox', { name: 'Search' }));
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'nortbridge');
    const matches = await screen.findByRole('group', { name: 'Matches' });
    expect(within(matches).getByRole('option', { name: /Northbridge United v Kingsport City/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Competitions' })).toHaveTextContent('Football · England');
    expect(field).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('group', { name: 'Competitions' })).getByRole('option')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/events/northbridge-united-v-kingsport-city-9' }]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes its list with Escape and opens a competition by pointer', async () => {
    const shell = desktop();
    await userEvent.click(await screen.findByRole('searchbox', { name: 'Search' }));
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'premier');
    await screen.findByRole('listbox', { name: 'Search results' });
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(field, 'premier');
    await userEvent.click(await screen.findByRole('option', { name: /^Premier Division/ }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/sports/competitions/football/england/premier-division' }]);
  });
});
