import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/contracts/src/testing/renderInShell';
import { Betslip } from './Betslip';

const selection = (outcomeId: number) => ({
  outcomeId,
  outcomeDescription: `Team ${outcomeId}`,
  marketDescription: 'Match result',
  marketId: outcomeId * 10,
  marketTypeId: 1,
  eventDescription: `Match ${outcomeId}`,
  eventId: outcomeId * 100,
  decimal: 1.5 + outcomeId,
});

describe('betslip', () => {
  it('starts empty and lists an outcome sent with betslip/toggle-outcome', () => {
    const shell = renderInShell(<Betslip />);
    expect(screen.getByText(/your betslip is empty/i)).toBeInTheDocument();
    act(() => shell.bus.emit('betslip/toggle-outcome', { selection: selection(1) }));
    expect(screen.getByText('Team 1')).toBeInTheDocument();
    expect(screen.getByText('2.50')).toBeInTheDocument();
    expect(shell.stores.ui.getState().betslipCount).toBe(1);
  });

  it('removes a selection with its remove button and renumbers the refs', async () => {
    const shell = renderInShell(<Betslip />);
    act(() => {
      for (const id of [1, 2, 3]) shell.bus.emit('betslip/toggle-outcome', { selection: selection(id) });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Team 1' }));
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-ref'))).toEqual(['sel1', 'sel2']);
    expect(within(items[0]).getByText('Team 2')).toBeInTheDocument();
  });

  it('refuses a selection past the maximum with the configured message', () => {
    const shell = renderInShell(<Betslip />);
    act(() => {
      const settings = shell.stores.globalSettings.getState();
      settings.setAll({ web: { ...settings.settings, max_bets_on_betslip: 2, max_bets_error_message: 'Two is the limit' }, mobile: settings.byChannel.mobile }, 'web');
    });
    act(() => {
      for (const id of [1, 2, 3]) shell.bus.emit('betslip/toggle-outcome', { selection: selection(id) });
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(shell.emittedOf('toast/show')).toEqual([{ kind: 'error', messageKey: 'Two is the limit' }]);
  });

  it('clears everything with Clear all', async () => {
    const shell = renderInShell(<Betslip />);
    act(() => shell.bus.emit('betslip/toggle-outcome', { selection: selection(4) }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText(/your betslip is empty/i)).toBeInTheDocument();
  });
});
