import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { LoginModal } from './LoginModal';
import { DEVICE_SESSION_KEY } from '@sportsbook/contracts';
import { deviceId, deviceLoginPath } from './deviceSession';

const answer = {
  sessionId: '3f1e0c1a-1111-4222-8333-944445555666',
  accessToken: 'access',
  refreshToken: 'r'.repeat(40),
  expiresIn: 3600,
  termsAccepted: true,
  username: 'kenya',
  currency: 'KES',
};

describe('device-session login (the franco-type variant)', () => {
  it('keeps one device id for the browser', () => {
    const first = deviceId(localStorage, () => 'device-1');
    expect(deviceId(localStorage, () => 'device-2')).toBe(first);
  });

  it('asks for the mobile session with the language, and says the device', () => {
    expect(deviceLoginPath('en-GB')).toBe('/franco/accounts/sessions?l=en-GB&mc=mobile');
  });

  it('logs in with a device session on brands that use it, keeps its refresh token, and forgets it on logout', async () => {
    const shell = renderInShell(<LoginModal />, (config) =>
      config.url?.startsWith('/franco/accounts/sessions') ? { status: 200, data: answer } : { status: 404 },
    );
    act(() => {
      const settings = shell.stores.globalSettings.getState();
      settings.setAll({ web: { ...settings.settings, device_session_login: true }, mobile: settings.byChannel.mobile }, 'web');
      shell.stores.ui.getState().setModal('isLoginOpen', true);
    });
    await userEvent.type(screen.getByLabelText('Username'), 'kenya');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'kenya1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shell.stores.session.getState()).toMatchObject({
      status: 'logged-in',
      session: { username: 'kenya', jwe_token: 'access' },
    });
    const request = shell.requests.find((r) => r.url?.startsWith('/franco/accounts/sessions'))!;
    expect(JSON.parse(request.data as string)).toMatchObject({
      username: 'kenya',
      device: { clientType: 'web', deviceType: 'browser', deviceId: expect.any(String) },
    });
    expect(JSON.parse(localStorage.getItem(DEVICE_SESSION_KEY)!)).toEqual({
      sessionId: answer.sessionId,
      refreshToken: answer.refreshToken,
    });
    act(() => shell.bus.emit('session/changed', { loggedIn: false, reason: 'user' }));
    expect(localStorage.getItem(DEVICE_SESSION_KEY)).toBeNull();
  });
});
