import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { FavouriteToggle } from './FavouriteToggle';

describe('favourite toggle', () => {
  it('adds the event to the favourites store and takes it off again', async () => {
    const shell = renderInShell(<FavouriteToggle eventId={42} name="Arsenal v Chelsea" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Arsenal v Chelsea to favourites' }));
    expect(shell.stores.favourites.getState().items).toEqual([{ id: 42 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Arsenal v Chelsea from favourites' }));
    expect(shell.stores.favourites.getState().items).toEqual([]);
  });

  it('is not offered when the brand turns favourites off', () => {
    const shell = renderInShell(<FavouriteToggle eventId={42} name="A v B" />);
    act(() => {
      const state = shell.stores.globalSettings.getState();
      state.setAll({ web: { ...state.settings, enable_favorites: false }, mobile: state.byChannel.mobile }, 'web');
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
