import { act, screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/testing';
import { ToastsWhenAsked } from './ToastsWhenAsked';
import { createToastInbox } from './toastInbox';

describe('the toasts, before the first toast', () => {
  it('render nothing until a toast is asked for, then show it', async () => {
    const shell = renderInShell(<></>, undefined, { 'betslip.placed': 'Bet placed' });
    shell.rerender(<ToastsWhenAsked inbox={createToastInbox(shell.bus)} theme="light" />);
    expect(shell.container).toBeEmptyDOMElement();
    act(() => shell.bus.emit('toast/show', { kind: 'success', messageKey: 'betslip.placed' }));
    expect(await screen.findByText('Bet placed')).toBeInTheDocument();
  });

  it('show a toast asked for before they rendered', async () => {
    const shell = renderInShell(<></>, undefined, { 'errors.error-500': 'Try again later' });
    const inbox = createToastInbox(shell.bus);
    shell.bus.emit('toast/show', { kind: 'error', messageKey: 'errors.error-500' });
    shell.rerender(<ToastsWhenAsked inbox={inbox} theme="dark" />);
    expect(await screen.findByText('Try again later')).toBeInTheDocument();
  });
});
