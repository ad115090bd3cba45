import { act, screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/testing';
import { NOTIFICATIONS, UNKNOWN_NOTIFICATION } from '@sportsbook/domain';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Toasts } from './Toasts';
import { createToastInbox } from './toastInbox';

const LOCALES = path.join(__dirname, '../locales');
const shellTexts = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(LOCALES, `${lng}.json`), 'utf8')) as Record<string, string>;

describe('toasts', () => {
  it('shows every toast asked for, those asked for before the toasts rendered or the toast library loaded included', async () => {
    const shell = renderInShell(<></>, undefined, { 'betslip.placed': 'Bet placed', 'shell.first': 'Before the chrome' });
    const inbox = createToastInbox(shell.bus);
    shell.bus.emit('toast/show', { kind: 'error', messageKey: 'shell.first' });
    shell.rerender(<Toasts inbox={inbox} theme="dark" />);
    expect(await screen.findByText('Before the chrome')).toBeInTheDocument();
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

  it("shows an operator's configured message as it is, never the generic error", async () => {
    const shell = renderInShell(<></>, undefined, shellTexts('en'));
    shell.rerender(<Toasts inbox={createToastInbox(shell.bus)} theme="light" />);
    act(() => shell.bus.emit('toast/show', { kind: 'error', text: 'You can add at most 15 selections to the betslip.' }));
    expect(await screen.findByText('You can add at most 15 selections to the betslip.')).toBeInTheDocument();
    expect(screen.queryByText(shellTexts('en')['errors.something-went-wrong'])).not.toBeInTheDocument();
  });

  it('shows a notification by id, and "Notification does not exist" for an id it does not know', async () => {
    const shell = renderInShell(<></>, undefined, shellTexts('en'));
    shell.rerender(<Toasts inbox={createToastInbox(shell.bus)} theme="light" />);
    act(() => {
      shell.bus.emit('notification/show', { id: 'your-choice-saved' });
      shell.bus.emit('notification/show', { id: 'promo-2019-gone' });
    });
    expect(await screen.findByText('Your choice has been saved.')).toBeInTheDocument();
    expect(await screen.findByText('Notification does not exist')).toBeInTheDocument();
  });

  it('has every notification text in each of the 27 languages, translated', () => {
    const languages = readdirSync(LOCALES).map((file) => file.replace('.json', ''));
    expect(languages).toHaveLength(27);
    const english = shellTexts('en');
    for (const { key } of [...Object.values(NOTIFICATIONS), UNKNOWN_NOTIFICATION]) {
      for (const lng of languages.filter((one) => one !== 'en')) {
        const text = shellTexts(lng)[key];
        expect({ lng, key, text: typeof text }).toEqual({ lng, key, text: 'string' });
        expect({ lng, key, same: text === english[key] }).toEqual({ lng, key, same: false });
      }
    }
  });
});
