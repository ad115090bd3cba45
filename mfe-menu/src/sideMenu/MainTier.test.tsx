import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { menuEntry } from '../testing/menuApi';
import { openInParent } from '../links/openInParent';
import { MainTier } from './MainTier';
import { TopIconRow } from './TopIconRow';

// The embedding page cannot be reached from jsdom (window.top is this window and cannot be replaced), so
// the one step that writes its address is recorded instead.
jest.mock('../links/openInParent', () => ({ openInParent: jest.fn() }));

const entries = [
  menuEntry(1, 'Home', '/homepage', { icon_name: 'home' }),
  menuEntry(8, 'Casino', '/casino', { icon_name: 'casino', open_in_parent_frame: true }),
  menuEntry(9, 'Results', 'https://results.example.com/', { icon_name: 'results', open_in_new_window: true }),
];

describe("the side menu's operator entries (open_in_parent_frame, open_in_new_window)", () => {
  let opened: jest.SpyInstance;
  beforeEach(() => {
    jest.mocked(openInParent).mockClear();
    opened = jest.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => opened.mockRestore());

  it.each([
    ['the main tier on desktop', () => <MainTier entries={entries} loggedIn={false} />, false],
    ["the phone menu's top icons", () => <TopIconRow entries={entries} loggedIn={false} />, true],
  ])('%s: the parent-frame entry opens in the embedding page, the new-window one in a new window', async (_where, ui, phone) => {
    const shell = renderInShell(ui());
    if (phone) act(() => shell.stores.ui.getState().setViewport(400));

    const casino = screen.getByRole('link', { name: 'Casino' });
    expect(casino).toHaveAttribute('href', '/en/casino');
    await userEvent.click(casino);
    expect(openInParent).toHaveBeenCalledWith('/en/casino');

    const results = screen.getByRole('link', { name: 'Results' });
    expect(results).toHaveAttribute('href', 'https://results.example.com/');
    expect(results).toHaveAttribute('target', '_blank');
    await userEvent.click(results);
    expect(opened).toHaveBeenCalledWith('https://results.example.com/', '_blank', 'noopener');

    // Neither went through the site's own navigation; an entry without a flag still does.
    expect(shell.emittedOf('navigation/go')).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/homepage' }]);
    expect(openInParent).toHaveBeenCalledTimes(1);
  });
});
