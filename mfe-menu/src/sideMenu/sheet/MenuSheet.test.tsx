import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import type { SearchAnswer } from '@sportsbook/contracts';
import { menuApi } from '../../testing/menuApi';
import { SideMenu } from '../SideMenu';

const nextMatch = { slug: 'real-almedina-v-cd-valdemoro-7', live: true, eventDate: '2026-11-28T19:00:00.000Z' };
const ALMEDINA: SearchAnswer = {
  query: 'almedna',
  events: [{ id: 7, name: 'Real Almedina v CD Valdemoro', sportCode: 'FOOT', competition: 'Primera Liga', ...nextMatch }],
  teams: [
    {
      id: 3,
      name: 'Real Almedina',
      sportCode: 'FOOT',
      competition: 'Primera Liga',
      competitionSlugs: { sport: 'football', country: 'spain', league: 'primera-liga' },
      nextEvent: nextMatch,
    },
  ],
  competitions: [],
  sports: [],
};

const rebrandedMobile = () => {
  const shell = renderInShell(<SideMenu />, menuApi({ search: (q) => (q.startsWith('alm') ? ALMEDINA : undefined) }));
  act(() => {
    const settings = { ...DEFAULT_SETTINGS, channel: 'mobile' as const, enable_rebranding: true };
    shell.stores.globalSettings.getState().setAll({ web: settings, mobile: settings }, 'mobile');
    shell.stores.ui.getState().setViewport(400);
  });
  return shell;
};
const openSheet = (shell: ReturnType<typeof renderInShell>) => act(() => shell.stores.ui.getState().setMobileMenuOpen(true));

describe('rebranded bottom sheet', () => {
  it('opens over the page, in document.body, with a search box and the menu', async () => {
    const shell = rebrandedMobile();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    openSheet(shell);
    // Its code loads as it first opens.
    const sheet = await screen.findByRole('dialog', { name: 'Sports menu' });
    expect(sheet.parentElement).toBe(document.body);
    expect(within(sheet).getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    expect(await within(sheet).findByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  it('finds teams and their matches as the player types, and opens the chosen one with the keyboard', async () => {
    const shell = rebrandedMobile();
    openSheet(shell);
    await screen.findByRole('link', { name: 'Help' });
    const field = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'almedna');
    const teams = await screen.findByRole('group', { name: 'Teams' });
    expect(within(teams).getByRole('option', { name: /Real Almedina/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Matches' })).getByRole('option', { name: /Real Almedina v CD Valdemoro/ }),
    ).toHaveTextContent('Live');
    expect(screen.getByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
    // The menu's tree gives way to the results.
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    expect(shell.requests.find((request) => request.url === '/xapi/rest/search')?.params).toEqual({ q: 'almedna' });

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', within(teams).getByRole('option').id);
    expect(within(teams).getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(shell.emittedOf('menu/toggle')).toEqual([{ open: false }]);
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/live/real-almedina-v-cd-valdemoro-7' }]);
  });

  it('says when nothing matches', async () => {
    const shell = rebrandedMobile();
    openSheet(shell);
    await screen.findByRole('link', { name: 'Help' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'curling');
    expect(await screen.findByText('Nothing found for “curling”')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('clears the field with the first Escape and closes with the next', async () => {
    const shell = rebrandedMobile();
    openSheet(shell);
    await screen.findByRole('link', { name: 'Help' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'alm');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('');
    expect(shell.emittedOf('menu/toggle')).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(shell.emittedOf('menu/toggle')).toEqual([{ open: false }]);
  });

  it('closes from its backdrop and with Escape', async () => {
    const shell = rebrandedMobile();
    openSheet(shell);
    await userEvent.click(await screen.findByTestId('menu-sheet-backdrop'));
    await userEvent.keyboard('{Escape}');
    expect(shell.emittedOf('menu/toggle')).toEqual([{ open: false }, { open: false }]);
  });
});
