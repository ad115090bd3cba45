import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { answers, EXTERNAL_URLS, LANGUAGES, logIn, setLanguages, setSettings } from '../testing/headerShell';
import { RebrandedHeader } from './RebrandedHeader';

const api = answers({ '/api/external_urls': EXTERNAL_URLS });

describe('rebranded header', () => {
  it('offers Register and Login to a visitor', async () => {
    const shell = renderInShell(<RebrandedHeader />, api);
    setSettings(shell, { enable_rebranding: true });
    act(() => shell.stores.session.getState().markAnonymous());
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/account/register');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(true);
  });

  it('lists the brand languages from the flag dropdown', async () => {
    const shell = renderInShell(<RebrandedHeader />, api);
    setLanguages(shell, LANGUAGES);
    const trigger = screen.getByRole('button', { name: /^Language: English/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveTextContent('EN');
    await userEvent.click(trigger);
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /Kiswahili/ })).toHaveAttribute('hreflang', 'sw');
    expect(screen.getByRole('link', { name: /Português/ })).toHaveAttribute('hreflang', 'pt');
    await userEvent.click(screen.getByRole('link', { name: /Português/ }));
    expect(shell.emittedOf('language/select')).toEqual([{ locale: 'pt' }]);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no flag dropdown when the brand turns flags off (enable_flags), as the classic header', () => {
    const shell = renderInShell(<RebrandedHeader />, api);
    setLanguages(shell, LANGUAGES);
    expect(screen.getByRole('button', { name: /^Language: English/ })).toBeInTheDocument();
    setSettings(shell, { enable_flags: false });
    expect(screen.queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();
  });

  it('counts a player’s session time since login as hh:mm:ss on desktop, as the classic header', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    try {
      const shell = renderInShell(<RebrandedHeader />, api);
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      logIn(shell);
      expect(screen.getByRole('timer', { name: 'Session time' })).toHaveTextContent('00:00:00');
      act(() => jest.advanceTimersByTime(3_725_000));
      expect(screen.getByRole('timer', { name: 'Session time' })).toHaveTextContent('01:02:05');
    } finally {
      jest.useRealTimers();
    }
  });

  it('hides and shows the balance where the brand turns the toggle on (nova), and marks rupiah shown in thousands', async () => {
    const shell = renderInShell(<RebrandedHeader />, api);
    setSettings(shell, { enable_rebranding: true, clem_header_toggle_balance: true });
    logIn(shell, 5_000_000, 'IDR');
    const trigger = screen.getByRole('button', { name: /My account/ });
    expect(trigger).toHaveTextContent('IDR 5,000.00 K (in thousands)');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(trigger).not.toHaveTextContent('IDR 5,000.00');
    expect(trigger).toHaveTextContent('•••••');
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(trigger).toHaveTextContent('IDR 5,000.00');
    setSettings(shell, { enable_rebranding: true, clem_header_toggle_balance: false });
    expect(screen.queryByRole('button', { name: /balance$/ })).not.toBeInTheDocument();
  });

  it('gives a player the account-balance dropdown and the Cashier button', async () => {
    const shell = renderInShell(<RebrandedHeader />, api);
    logIn(shell);
    const trigger = screen.getByRole('button', { name: /My account/ });
    expect(trigger).toHaveTextContent('EUR 1,234.50');
    await userEvent.click(trigger);
    expect(screen.getByText('Withdrawable EUR 1,224.50 · Bonus EUR 10.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Balances' })).toHaveAttribute('href', '/en/account/balances');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(shell.emittedOf('session/logout-requested')).toEqual([{ reason: 'user' }]);
    expect(await screen.findByRole('link', { name: 'Cashier' })).toHaveAttribute('href', '/en/account/balances?cashier=1');
  });

  it('has the static sub-header menus on desktop', async () => {
    renderInShell(<RebrandedHeader />, api);
    expect(screen.getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/en/sports');
    expect(screen.getByRole('link', { name: 'Virtuals' })).toHaveAttribute('href', '/en/sports/betradar-virtuals'); // kiron is off by default
    expect(screen.getByRole('link', { name: 'Esports' })).toHaveAttribute('href', '/en/sports/esports');
    await userEvent.click(screen.getByRole('button', { name: 'Casino' }));
    expect(screen.getByText('Casino games are coming soon.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('link', { name: 'Jackpot' })).toHaveAttribute('href', '/en/jackpot');
  });
});
