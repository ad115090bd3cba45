import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_SETTINGS,
  THIRD_PARTY_SECTIONS,
  type LoginSession,
  type SiteEnvironment,
  type ThirdPartySection,
} from '@sportsbook/contracts';
import { renderInShell } from '@sportsbook/testing';
import { GameSectionPage } from './GameSectionPage';

const entry = (section: ThirdPartySection) => THIRD_PARTY_SECTIONS.find((e) => e.section === section)!;

function renderSection(
  section: ThirdPartySection,
  settings: Record<string, unknown> = {},
  login?: Partial<LoginSession> & { currency: string },
  environment: SiteEnvironment = {},
) {
  const shell = renderInShell(<GameSectionPage entry={entry(section)} />, (config) =>
    config.url === '/franco/accounts/me/game-launch-url' && config.method === 'post'
      ? { status: 200, data: { url: `/api/games/${JSON.parse(config.data!).gameCode}/play?mode=real&channel=web` } }
      : { status: 404 },
  );
  act(() => {
    const web = { ...DEFAULT_SETTINGS, show_kiron_virtuals: true, currency: 'EUR', ...settings };
    shell.stores.globalSettings.getState().setAll({ web, mobile: web }, 'web');
    shell.stores.globalSettings.getState().setEnvironment(environment);
    if (login) shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', icore_player_id: '42', ...login });
  });
  return shell;
}

describe('game section page', () => {
  it('plays the demo in a sandboxed frame for a visitor, and offers the login', async () => {
    const shell = renderSection('kiron');
    expect(screen.getByRole('heading', { level: 1, name: 'Kiron virtuals' })).toBeInTheDocument();
    const frame = screen.getByTitle('Kiron virtuals demo');
    expect(frame).toHaveAttribute('src', '/api/games/kiron-racing/play?mode=demo');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(shell.requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(shell.emittedOf('session/login-requested')).toEqual([{ reason: 'user' }]);
  });

  it('launches a player through POST /accounts/me/game-launch-url', async () => {
    const shell = renderSection('lotto', {}, { currency: 'EUR' });
    expect(await screen.findByTitle('Lotto')).toHaveAttribute('src', '/api/games/lotto-49/play?mode=real&channel=web');
    const launch = shell.requests.find((r) => r.url === '/franco/accounts/me/game-launch-url')!;
    expect(JSON.parse(launch.data!)).toEqual({ flashClient: false, gameCode: 'lotto-49', integrationChannelCode: 'web' });
  });

  it('asks a visitor to log in where the provider has no demo', () => {
    renderSection('parlaybay');
    expect(screen.getByText(/Log in to play Parlay Bay/)).toBeInTheDocument();
    expect(screen.queryByTitle(/Parlay Bay/)).not.toBeInTheDocument();
  });

  it.each<[string, ThirdPartySection, Record<string, unknown>, { currency: string } | undefined]>([
    ['switched off by the brand', 'kiron', { show_kiron_virtuals: false }, undefined],
    ['not offered in the player’s currency', 'kiron', {}, { currency: 'USDT' }],
    ['golden race without a demo id', 'golden-race', { show_golden_race_virtuals: true, golden_race_demo_id: '' }, undefined],
  ])('says "not available" and shows no game when %s', (_case, section, settings, login) => {
    const shell = renderSection(section, settings, login);
    expect(screen.getByRole('status')).toHaveTextContent(/is not available\.$/);
    expect(document.querySelector('iframe')).toBeNull();
    expect(shell.requests).toHaveLength(0);
  });

  describe('dst props (spec 1 sections 2.11 and 8)', () => {
    const dstProps: SiteEnvironment = { dstProps: { url: 'https://props.example/embed', operatorId: 'op-7' } };
    const dst = { currency: 'EUR', thirdPartyTokens: { dst: '42.1790000000.sig' } };

    it('frames the deployment’s provider page with the player’s dst token, and no launch call', () => {
      const shell = renderSection('dst-props', {}, dst, dstProps);
      const frame = screen.getByTitle('DST props');
      expect(frame).toHaveAttribute(
        'src',
        'https://props.example/embed?operatorId=op-7&token=42.1790000000.sig&l=en&currency=EUR',
      );
      expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
      expect(shell.requests).toHaveLength(0);
    });

    it('is not available where the deployment has no dst-props environment', () => {
      const shell = renderSection('dst-props', {}, dst, {});
      expect(screen.getByRole('status')).toHaveTextContent('DST props is not available.');
      expect(document.querySelector('iframe')).toBeNull();
      expect(shell.requests).toHaveLength(0);
    });

    it('asks a visitor to log in, and says a session without a dst token cannot start it', () => {
      const { unmount } = renderSection('dst-props', {}, undefined, dstProps);
      expect(screen.getByText(/Log in to play DST props/)).toBeInTheDocument();
      unmount();
      renderSection('dst-props', {}, { currency: 'EUR' }, dstProps);
      expect(screen.getByRole('alert')).toHaveTextContent('The game could not be started.');
      expect(document.querySelector('iframe')).toBeNull();
    });
  });
});
