import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { RiskGroupNotice } from './RiskGroupNotice';
import { RISK_GROUP_ACKNOWLEDGED_KEY } from './riskGroupNotice';

function renderNotice({ enabled = true, loggedIn = true } = {}) {
  const shell = renderInShell(<></>);
  act(() => {
    const settings = shell.stores.globalSettings.getState();
    settings.setAll({ web: { ...settings.settings, show_risk_group_modal: enabled }, mobile: settings.byChannel.mobile }, 'web');
    if (loggedIn) shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR' }, 1_000);
    else shell.stores.session.getState().markAnonymous();
  });
  shell.rerender(
    <>
      <button type="button">Outside</button>
      <RiskGroupNotice stores={shell.stores} />
    </>,
  );
  return shell;
}

describe('the risk-group player modal', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows a logged-in player of the variant the notice, keeps Tab inside, and goes once acknowledged', async () => {
    renderNotice();
    const dialog = await screen.findByRole('dialog', { name: 'Play within your limits' });
    expect(dialog).toHaveTextContent('Set a budget before you play');
    const acknowledge = screen.getByRole('button', { name: 'I understand' });
    await waitFor(() => expect(acknowledge).toHaveFocus());
    await userEvent.tab();
    expect(acknowledge).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(acknowledge);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(RISK_GROUP_ACKNOWLEDGED_KEY)).toBe('demo|1000');
  });

  it('stays gone for a session acknowledged earlier in this tab (a reload)', async () => {
    window.sessionStorage.setItem(RISK_GROUP_ACKNOWLEDGED_KEY, 'demo|1000');
    renderNotice();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing to a visitor or on a brand without the flag', async () => {
    renderNotice({ loggedIn: false });
    renderNotice({ enabled: false });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
