import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/contracts/src/testing/renderInShell';
import { LoginModal } from './LoginModal';

const translations = { errors: { 'login-error-INT003': 'Invalid credentials' } };

function openLogin(answer: Parameters<typeof renderInShell>[1]) {
  const shell = renderInShell(<LoginModal />, answer, translations);
  act(() => shell.bus.emit('session/login-requested', { reason: 'user' }));
  return shell;
}

describe('login modal', () => {
  it('opens on session/login-requested with the username focused', () => {
    openLogin(() => ({ status: 404 }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('submits nothing and shows the invalid-credentials toast when a field is empty', async () => {
    const shell = openLogin(() => ({ status: 200 }));
    await userEvent.type(screen.getByLabelText('Username'), '   ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(shell.requests).toHaveLength(0);
    expect(shell.emittedOf('toast/show')).toEqual([{ kind: 'error', messageKey: 'errors.error-invalid-login-credentials' }]);
  });

  it('logs in with the trimmed username, stores the session and closes', async () => {
    const shell = openLogin(() => ({ status: 200, data: { alsToken: 'tok', username: 'demo', currency: 'EUR', expirationTimeInSeconds: 3600 } }));
    await userEvent.type(screen.getByLabelText('Username'), '  demo ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(JSON.parse(shell.requests[0].data as string)).toEqual({ username: 'demo', password: 'demo1234' });
    expect(shell.stores.session.getState()).toMatchObject({ status: 'logged-in', session: { jwe_token: 'tok', username: 'demo' } });
    expect(shell.emittedOf('session/changed')).toEqual([{ loggedIn: true, username: 'demo' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the message of the failure code and keeps the form', async () => {
    openLogin(() => ({ status: 401, data: { code: 'INT003' } }));
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
