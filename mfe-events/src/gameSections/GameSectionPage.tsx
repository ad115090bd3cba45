import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  isPartnerAffiliate,
  useShellContext,
  useShellStore,
  thirdPartyOffered,
  type DstPropsEnvironment,
  type ThirdPartyEntry,
} from '@sportsbook/contracts';
import { contentPage } from '../content';
import { demoUrl, GAME_FRAME_SANDBOX, GAME_LAUNCH_PATH, gameLaunchRequest } from './gameLaunch';
import { dstPropsFrameUrl } from './dstProps';

const frame = css`
  display: block;
  width: 100%;
  height: min(70vh, 560px);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  background: #0f1720;
`;

function GameFrame({ title, src }: { title: string; src: string }) {
  return <iframe css={frame} title={title} src={src} sandbox={GAME_FRAME_SANDBOX} referrerPolicy="no-referrer" />;
}

/** A logged-in player's game: the launch URL comes from the platform (spec 1 section 7.2). */
function LaunchedGame({ entry, title }: { entry: ThirdPartyEntry; title: string }) {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const isDesktop = useShellStore('ui', (s) => s.isDesktop);
  const launch = useQuery({
    queryKey: ['game-launch', entry.gameCode, isDesktop],
    // A launch URL is for one session; it is asked for again on every visit.
    gcTime: 0,
    queryFn: async () =>
      (await api.post<{ url: string }>(GAME_LAUNCH_PATH, gameLaunchRequest(entry, isDesktop), { withAuth: true })).data.url,
  });
  if (launch.isPending)
    return (
      <p className="note" role="status">
        {t('events.games.launching', 'Starting the game…')}
      </p>
    );
  if (launch.isError)
    return (
      <p role="alert">
        {t('events.games.launchFailed', 'The game could not be started.')}{' '}
        <button type="button" onClick={() => void launch.refetch()}>
          {t('shell.retry', 'Retry')}
        </button>
      </p>
    );
  return <GameFrame title={title} src={launch.data} />;
}

/**
 * A player's dst props: the provider's page that the deployment configures, framed with the player's dst
 * token from the login session; no launch call. A session without that token (one from before the platform
 * gave it) cannot be framed, and says so.
 */
function DstPropsGame({ environment, title, currency }: { environment: DstPropsEnvironment; title: string; currency: string }) {
  const { t, i18n } = useTranslation();
  const token = useShellStore('session', (s) => s.session?.thirdPartyTokens?.dst);
  if (!token) return <p role="alert">{t('events.games.launchFailed', 'The game could not be started.')}</p>;
  return <GameFrame title={title} src={dstPropsFrameUrl(environment, { token, locale: i18n.language, currency })} />;
}

/**
 * A third-party game section (/sports/kiron, /lotto, ...): shown when the brand switches it on and the
 * player's currency allows it (dst props also needs the deployment's environment); a player's game is launched
 * through the platform (dst props framed from its provider's page), a visitor plays the provider's demo where it
 * has one. A section that is off says so, and shows nothing else.
 */
export function GameSectionPage({ entry }: { entry: ThirdPartyEntry }) {
  const { t } = useTranslation();
  const { bus } = useShellContext();
  const settings = useShellStore('globalSettings', (s) => s.settings);
  const loggedIn = useShellStore('session', (s) => s.status === 'logged-in');
  const currency =
    useShellStore('session', (s) => (s.status === 'logged-in' ? s.session?.currency : undefined)) || settings.currency;
  const title = t(entry.titleKey, entry.title);
  const affiliate = useShellStore('session', isPartnerAffiliate);
  const environment = useShellStore('globalSettings', (s) => s.environment);
  const offered = thirdPartyOffered(entry, settings, currency, affiliate, environment);
  const askLogin = () => bus.emit('session/login-requested', { reason: 'user' });
  return (
    <section css={contentPage} aria-labelledby="game-section-title">
      <h1 id="game-section-title">{title}</h1>
      {!offered ? (
        <p role="status">{t('events.games.notAvailable', '{{title}} is not available.', { title })}</p>
      ) : loggedIn && entry.needs === 'dstProps' && environment.dstProps ? (
        <DstPropsGame environment={environment.dstProps} title={title} currency={currency} />
      ) : loggedIn ? (
        <LaunchedGame entry={entry} title={title} />
      ) : entry.demo ? (
        <>
          <p className="note">
            {t('events.games.demoNote', 'You are playing the demo. Log in to play for real.')}{' '}
            <button type="button" className="primary" onClick={askLogin}>
              {t('events.games.login', 'Log in')}
            </button>
          </p>
          <GameFrame title={t('events.games.demoTitle', '{{title}} demo', { title })} src={demoUrl(entry)} />
        </>
      ) : (
        <p>
          {t('events.games.loginToPlay', 'Log in to play {{title}}.', { title })}{' '}
          <button type="button" className="primary" onClick={askLogin}>
            {t('events.games.login', 'Log in')}
          </button>
        </p>
      )}
    </section>
  );
}
