import { act, screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/testing';
import { ThirdPartyTier } from './ThirdPartyTier';

describe('the menu’s games and virtuals', () => {
  it.each([
    ['a visitor', undefined, true],
    ['a player', false, true],
    ['an affiliated partner player', true, false],
  ])('offers the second esports feed to %s: %p', (_, affiliate, offered) => {
    const shell = renderInShell(<ThirdPartyTier />);
    if (affiliate !== undefined)
      act(() =>
        shell.stores.session
          .getState()
          .logIn({ username: 'p', currency: 'EUR', jwe_token: 't', is_partner_matrix_affiliate: affiliate }),
      );
    expect(screen.queryByRole('link', { name: 'Esports' }) !== null).toBe(offered);
    // What else the brand offers is the same for every player.
    expect(screen.getByRole('link', { name: 'Esports Bull' })).toBeInTheDocument();
  });
});
