import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useShellContext } from './ShellContextProvider';
import { AnswersFollowLanguage } from './AnswersFollowLanguage';
import { renderInShell } from '@sportsbook/testing';

/** A list whose answer is named in the language the request carries, as the platform's are. */
function SportName() {
  const { api } = useShellContext();
  const { data } = useQuery({
    queryKey: ['eventpathtree'],
    queryFn: async () => (await api.get<{ name: string }>('/xapi/rest/eventpathtree')).data,
  });
  return <p>{data?.name}</p>;
}

const NAMES: Record<string, string> = { en: 'Football', de: 'Fußball' };

describe('answers follow the page’s language', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks again for what it keeps when the player picks another language, and not on other navigation', async () => {
    window.history.replaceState(null, '', '/en/sports');
    let language = 'en';
    const view = renderInShell(
      <>
        <AnswersFollowLanguage />
        <SportName />
      </>,
      () => ({ status: 200, data: { name: NAMES[language] } }),
    );
    expect(await screen.findByText('Football')).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/en/live/sport');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(view.requests).toHaveLength(1);

    language = 'de';
    view.setLocale('de');
    act(() => {
      window.history.pushState(null, '', '/de/live/sport');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('Fußball')).toBeInTheDocument();
    expect(view.requests).toHaveLength(2);
  });
});
