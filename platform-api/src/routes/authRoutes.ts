import {
  AnswerBody,
  ChallengeBody,
  CommonQueryLoose,
  Credentials,
  DeviceLogin,
  GameLaunch,
  LocaleParams,
  LogoutQuery,
  OtpBody,
  RefreshBody,
} from '@sportsbook/contracts/wire';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { thirdPartyTokens } from '../auth/playerTokens';
import { HttpError } from '../http/errors';
import { gameKindOf } from '@sportsbook/contracts';
import type { AuthenticateAnswer, CompletedLogin, DeviceSessionAnswer, SecondFactorAnswer } from '@sportsbook/contracts';
import { gamePagePath } from '../games/gameLaunch';
import { playerOf } from '../http/auth';
import { checkCredentials } from '../players/loginPolicy';
import { findPlayer, loginSession, profile, walletOf, type PlayerRow } from '../players/playerRepo';
import { acceptTerms } from '../players/accountSettings';
import { extendSession, openSession, refreshDeviceSession, renewToken, revokeSession } from '../players/sessionService';
import { answerChallenge, challengePlayer, resendOtp, startChallenge } from '../players/challenges';

const AUTH_ROUTE = '/auth/:locale/api/plugins/component/route';

/**
 * Both login styles of spec 1 section 7.2: the token style (icore login, and the authenticate / OTP /
 * security-question routes under {auth}), and the device-session style under {base}.
 */
export function authRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  // The terms step's own calls: accepting them, or leaving without (declined, closed, the page gone).
  const termsStep = playerOf(db, keys, { whileTermsPending: true });
  const completeLogin = async (player: PlayerRow): Promise<CompletedLogin> => {
    const session = await openSession(db, keys, player, 'token');
    return {
      ...loginSession(player, session.token, session.expiresIn, thirdPartyTokens(keys, player.id, Date.now())),
      termsAccepted: player.terms_accepted,
    };
  };

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post('/xapi/icore/players/login', { schema: { body: Credentials } }, async (request) => {
      const { username, password, endOtherSessions } = request.body;
      const player = await checkCredentials(db, username, password, request.ip, { endOtherSessions });
      if (player.second_factor !== 'plain')
        throw new HttpError(403, 'This account logs in with a second factor', 'SECOND_FACTOR_REQUIRED');
      return completeLogin(player);
    });

    app.get('/xapi/icore/checkplayer', async (request) => {
      const { player, sessionId } = await auth(request);
      const token = await renewToken(db, keys, { player, sessionId });
      return loginSession(player, token, 3600, thirdPartyTokens(keys, player.id, Date.now()));
    });

    /** The server drives the flow: otp true gives the OTP form, null the security question, false a session. */
    app.post(
      `${AUTH_ROUTE}/header_login/authenticate`,
      { schema: { params: LocaleParams, body: Credentials } },
      async (request): Promise<AuthenticateAnswer> => {
        const { username, password, endOtherSessions } = request.body;
        const player = await checkCredentials(db, username, password, request.ip, { endOtherSessions });
        if (player.second_factor === 'otp') return { otp: true, ...(await startChallenge(db, player, 'otp')) };
        if (player.second_factor === 'question') return { otp: null, ...(await startChallenge(db, player, 'question')) };
        return { otp: false, session: await completeLogin(player) };
      },
    );

    app.post(`${AUTH_ROUTE}/otp/generate`, { schema: { params: LocaleParams, body: ChallengeBody } }, async (request) => {
      const { challenge } = request.body;
      const player = (await findPlayer(db, { id: await challengePlayer(db, challenge) }))!;
      return resendOtp(db, player, challenge);
    });

    app.post(
      `${AUTH_ROUTE}/otp/validate`,
      { schema: { params: LocaleParams, body: OtpBody } },
      async (request): Promise<SecondFactorAnswer> => {
        const { challenge, code } = request.body;
        const player = (await findPlayer(db, { id: await answerChallenge(db, challenge, 'otp', code) }))!;
        return { session: await completeLogin(player) };
      },
    );

    app.post(
      `${AUTH_ROUTE}/security_question/getquestion`,
      { schema: { params: LocaleParams, body: ChallengeBody } },
      async (request) => {
        const { challenge } = request.body;
        const player = (await findPlayer(db, { id: await challengePlayer(db, challenge) }))!;
        return { question: player.security_question };
      },
    );

    app.post(
      `${AUTH_ROUTE}/security_question/checkAnswer`,
      { schema: { params: LocaleParams, body: AnswerBody } },
      async (request): Promise<SecondFactorAnswer> => {
        const { challenge, answer } = request.body;
        const playerId = await challengePlayer(db, challenge);
        const player = (await findPlayer(db, { id: playerId }))!;
        await answerChallenge(db, challenge, 'question', answer, player.security_answer_hash);
        return { session: await completeLogin(player) };
      },
    );

    app.post(`${AUTH_ROUTE}/als_integration/integrate`, { schema: { params: LocaleParams } }, async (request) => {
      const { player } = await auth(request);
      return { integrated: true, alsPlayerId: String(player.id) };
    });

    app.get(
      `${AUTH_ROUTE}/header_login/logout`,
      { schema: { params: LocaleParams, querystring: LogoutQuery } },
      async (request) => {
        const { sessionId } = await termsStep(request);
        await revokeSession(db, sessionId, request.query.reason ?? 'user');
        return { loggedOut: true };
      },
    );

    // The device-session (franco) style.
    app.post(
      '/franco/accounts/sessions',
      { schema: { body: DeviceLogin, querystring: CommonQueryLoose } },
      async (request): Promise<DeviceSessionAnswer> => {
        const { username, password, device, endOtherSessions } = request.body;
        const player = await checkCredentials(db, username, password, request.ip, { endOtherSessions });
        if (player.second_factor !== 'plain')
          throw new HttpError(403, 'This account logs in with a second factor', 'SECOND_FACTOR_REQUIRED');
        const session = await openSession(db, keys, player, 'device', device.deviceId);
        return {
          sessionId: session.sessionId,
          accessToken: session.token,
          // A device-style session is always opened with a refresh token.
          refreshToken: session.refreshToken!,
          expiresIn: session.expiresIn,
          termsAccepted: player.terms_accepted,
          username: player.username,
          currency: player.currency,
          thirdPartyTokens: thirdPartyTokens(keys, player.id, Date.now()),
        };
      },
    );

    app.post('/franco/accounts/me/sessions/accept-terms', async (request) => {
      const { player, sessionId } = await termsStep(request);
      await acceptTerms(db, player.id);
      await extendSession(db, sessionId);
      return { termsAccepted: true };
    });

    app.post('/franco/accounts/me/sessions/refresh', { schema: { body: RefreshBody } }, async (request) => {
      const { sessionId, refreshToken } = request.body;
      const session = await refreshDeviceSession(db, keys, sessionId, refreshToken);
      // The providers' tokens are renewed with the session's: a dst token outlives no refresh.
      return {
        sessionId,
        accessToken: session.token,
        expiresIn: session.expiresIn,
        thirdPartyTokens: thirdPartyTokens(keys, session.playerId, Date.now()),
      };
    });

    app.delete('/franco/accounts/me/sessions', async (request, reply) => {
      const { sessionId } = await termsStep(request);
      await revokeSession(db, sessionId, 'user');
      return reply.code(204).send();
    });

    app.get('/franco/accounts/me/profile', async (request) => profile((await auth(request)).player));
    app.get('/franco/accounts/me/balance', async (request) => walletOf(db, (await auth(request)).player.id));

    app.post('/franco/accounts/me/game-launch-url', { schema: { body: GameLaunch } }, async (request) => {
      await auth(request);
      const { gameCode, integrationChannelCode } = request.body;
      if (!gameKindOf(gameCode)) throw new HttpError(404, `no game ${gameCode}`);
      return { url: gamePagePath(gameCode, 'real', integrationChannelCode) };
    });
  };
}
