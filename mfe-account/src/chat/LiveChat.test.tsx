import { act, screen } from '@testing-library/react';
import { renderInShell, type FakeAnswer } from '@sportsbook/testing';
import { LiveChat } from './LiveChat';

function renderChat(answer: FakeAnswer) {
  const shell = renderInShell(<LiveChat />, (config) => (config.url === '/api/chat/token' ? answer : { status: 404 }));
  act(() => {
    const settings = shell.stores.globalSettings.getState();
    settings.setAll(
      {
        web: { ...settings.settings, live_chat_url: 'https://chat.example/start', live_chat_token_url: '/api/chat/token' },
        mobile: settings.byChannel.mobile,
      },
      'web',
    );
    shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR' } as never);
  });
  return shell;
}

describe('live chat entry', () => {
  it('opens the chat with the session token the platform gives, asked with the username as plain text', async () => {
    const shell = renderChat({ status: 200, data: { s: 'tok' } });
    expect(await screen.findByRole('link', { name: 'Live chat' })).toHaveAttribute('href', 'https://chat.example/start?s=tok');
    expect(shell.requests[0]).toMatchObject({ method: 'post', data: 'demo' });
  });

  it('opens the chat without the token once the token call failed, and logs the failure', async () => {
    const shell = renderChat({ status: 500 });
    expect(await screen.findByRole('link', { name: 'Live chat' })).toHaveAttribute('href', 'https://chat.example/start');
    expect(shell.reports[0].message).toMatch(/chat token failed/);
  });

  it('is not there for a visitor', () => {
    renderInShell(<LiveChat />);
    expect(screen.queryByRole('link', { name: 'Live chat' })).not.toBeInTheDocument();
  });
});
