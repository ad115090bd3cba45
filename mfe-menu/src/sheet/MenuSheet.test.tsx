import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/contracts/src/testing/renderInShell';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { event, menuApi } from '../testing/menuApi';
import { SideMenu } from '../sideMenu/SideMenu';

const rebrandedMobile = () => {
  const shell = renderInShell(<SideMenu />, menuApi({ events: [event(7, 'Arsenal v Chelsea', 11)] }));
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
    expect(within(sheet).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(await within(sheet).findByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  it('filters sports, countries and leagues, and lists the events of the matching leagues', async () => {
    const shell = rebrandedMobile();
    openSheet(shell);
    await screen.findByRole('link', { name: 'Help' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'premier');
    const leagues = screen.getByRole('region', { name: 'Leagues' });
    expect(within(leagues).getByRole('link', { name: /Premier League/ })).toHaveAttribute(
      'href',
      '/en/sports/competitions/football/england/premier-league',
    );
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Tennis/ })).not.toBeInTheDocument();

    const match = await screen.findByRole('link', { name: /Arsenal v Chelsea/ });
    expect(match).toHaveAttribute('href', '/en/events/7-arsenal-v-chelsea');
    const search = shell.requests.find((request) => request.url === '/xapi/rest/events');
    expect(search?.params).toMatchObject({ eventPathIds: [11] });

    await userEvent.click(match);
    expect(shell.emittedOf('menu/toggle')).toEqual([{ open: false }]);
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/events/7-arsenal-v-chelsea' }]);
  });

  it('says when nothing matches', async () => {
    const shell = rebrandedMobile();
    openSheet(shell);
    await screen.findByRole('link', { name: 'Help' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'curling');
    expect(screen.getByText('Nothing found for “curling”')).toBeInTheDocument();
  });

  it('closes from its backdrop and with Escape', async () => {
    const shell = rebrandedMobile();
    openSheet(shell);
    await userEvent.click(await screen.findByTestId('menu-sheet-backdrop'));
    await userEvent.keyboard('{Escape}');
    expect(shell.emittedOf('menu/toggle')).toEqual([{ open: false }, { open: false }]);
  });
});
