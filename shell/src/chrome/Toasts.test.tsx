import { act, screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/contracts/src/testing/renderInShell';
import { Toasts } from './Toasts';

describe('toasts', () => {
  it('shows every toast asked for, those asked for before the toast library has loaded included', async () => {
    const shell = renderInShell(<></>, undefined, { 'betslip.placed': 'Bet placed' });
    shell.rerender(<Toasts bus={shell.bus} theme="dark" />);
    act(() => {
      shell.bus.emit('toast/show', { kind: 'success', messageKey: 'betslip.placed' });
      shell.bus.emit('toast/show', {
        kind: 'error',
        messageKey: 'errors.unknown',
        values: { defaultValue: 'Something went wrong' },
      });
    });
    expect(await screen.findByText('Bet placed')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();

    act(() => shell.bus.emit('toast/show', { kind: 'info', messageKey: 'later', values: { defaultValue: 'A later toast' } }));
    expect(await screen.findByText('A later toast')).toBeInTheDocument();
  });

  it('renders nothing until a toast is asked for', () => {
    const shell = renderInShell(<></>);
    shell.rerender(<Toasts bus={shell.bus} theme="light" />);
    expect(shell.container).toBeEmptyDOMElement();
  });
});
