import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_I18N_OPTIONS } from '../i18n/pageI18nOptions';
import { RemoteFallback } from './RemoteFallback';

async function pageI18n(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    ...PAGE_I18N_OPTIONS,
    lng,
    ns: ['shell'],
    resources: {
      de: {
        shell: {
          retry: 'Erneut versuchen',
          remoteFallback: { unavailable: 'Dieser Teil der Seite ist gerade nicht verfügbar.' },
        },
      },
    },
  });
  return i18n;
}

describe('the fallback of a region whose remote failed', () => {
  it("speaks the page's language and retries on the player's tap", async () => {
    const onRetry = jest.fn();
    render(
      <I18nextProvider i18n={await pageI18n('de')}>
        <RemoteFallback remote="betslip" onRetry={onRetry} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Teil der Seite ist gerade nicht verfügbar.');
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says it in English where the page has no texts for it, and shows a message it is given instead', async () => {
    render(
      <I18nextProvider i18n={await pageI18n('en')}>
        <RemoteFallback remote="events" onRetry={() => undefined} message="Prices are paused." />
        <RemoteFallback remote="header" onRetry={() => undefined} />
      </I18nextProvider>,
    );
    const [given, own] = screen.getAllByRole('alert');
    expect(given).toHaveTextContent('Prices are paused.');
    expect(own).toHaveTextContent('This part of the page is unavailable right now.');
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });
});
