import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { PasswordResetPage } from './PasswordResetPage';

describe('password reset page', () => {
  it('asks for the username, then the code and a new password, then offers the login', async () => {
    let codeRight = false;
    const shell = renderInShell(<PasswordResetPage />, (request) => {
      if (request.url === '/api/password_reset') return { status: 202, data: { sent: true } };
      if (request.url === '/api/password_reset/confirm')
        return codeRight
          ? { status: 200, data: { reset: true } }
          : { status: 400, data: { code: 'RESET_CODE_WRONG', message: 'The code is not correct or has expired.' } };
      return { status: 404 };
    });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' demo ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If demo has an account, a code is on its way to its email.');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '111111' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new2pass' } });
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct or has expired.');
    codeRight = true;
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('Your password is changed. Log in with the new one.')).toBeInTheDocument();
    const confirm = shell.requests.filter((r) => r.url === '/api/password_reset/confirm').at(-1)!;
    expect(JSON.parse(confirm.data as string)).toEqual({ username: 'demo', code: '111111', password: 'new2pass' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(true);
  });
});
