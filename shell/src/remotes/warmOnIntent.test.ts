import { warmIntent } from '@sportsbook/contracts';
import { warmOnIntent } from './warmOnIntent';

describe('warmOnIntent', () => {
  it('warms the remote a control opens on pointer, focus or touch, once per remote', () => {
    document.body.innerHTML = '';
    const login = Object.assign(document.createElement('button'), { textContent: 'Login' });
    for (const [key, value] of Object.entries(warmIntent('account'))) login.setAttribute(key, value);
    const icon = document.createElement('span');
    login.append(icon);
    const plain = document.createElement('button');
    document.body.append(login, plain);
    const warmed: string[] = [];
    warmOnIntent(document, (remote) => warmed.push(remote));

    plain.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(warmed).toEqual([]);
    icon.dispatchEvent(new Event('pointerover', { bubbles: true }));
    login.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(warmed).toEqual(['account']);
  });

  it('ignores a marker that names no remote', () => {
    document.body.innerHTML = '<button data-warm="casino">Casino</button>';
    const warmed: string[] = [];
    warmOnIntent(document, (remote) => warmed.push(remote));
    document.querySelector('button')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(warmed).toEqual([]);
  });
});
