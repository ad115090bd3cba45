import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { LanguageLinks } from './LanguageLinks';

const languages = [
  { id: 1, name: 'English', locale: 'en', external_locale: 'en-GB' },
  { id: 2, name: 'Deutsch', locale: 'de', external_locale: 'de-DE' },
  { id: 6, name: 'Português', locale: 'pt', external_locale: 'pt-BR' },
];

describe('LanguageLinks', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/live/sport/240-FOOT?theme=dark'));

  it('links every language to the same path in its locale, flags overridden, the current one marked', () => {
    const view = renderInShell(<LanguageLinks />);
    act(() => view.stores.globalSettings.getState().setLanguages(languages));
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/live/sport/240-FOOT?theme=dark');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Português' }).querySelector('[data-flag]')).toHaveTextContent('br');
  });

  it('a click asks the shell for the language instead of reloading the page', async () => {
    const chosen = jest.fn();
    const view = renderInShell(<LanguageLinks onChosen={chosen} />);
    act(() => view.stores.globalSettings.getState().setLanguages(languages));
    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(view.emittedOf('language/select')).toEqual([{ locale: 'de' }]);
    expect(chosen).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/en/live/sport/240-FOOT');
  });

  it('leaves a ctrl-click to the browser (the page in that language in a new tab) and asks for nothing', () => {
    const view = renderInShell(<LanguageLinks />);
    act(() => view.stores.globalSettings.getState().setLanguages(languages));
    // Seen after the site's own handler: whether the browser would follow the click; jsdom cannot, so stop it.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'Deutsch' }), { ctrlKey: true });
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true]);
    expect(view.emittedOf('language/select')).toEqual([]);
  });
});
