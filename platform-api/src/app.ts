import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { registerErrorHandling } from './http/errors';
import { BODY_LIMIT_BYTES, guardInput } from './http/inputGuard';
import { addLatencyControl } from './http/latencyControl';
import { ReadyAnswers } from './http/readyAnswers';
import { MARKET_STATUS_TAG, watchFeedStop } from './trading/feedStopNotice';
import { loadSessionKeys, type SessionKeys } from './auth/sessionTokens';
import { seedBrandContent } from './brands/seed';
import { brandContentRoutes } from './routes/brandContent';
import { sessionRoutes } from './routes/session';
import { authRoutes } from './routes/authRoutes';
import { playerRoutes } from './routes/playerRoutes';
import { accountRoutes } from './routes/accountRoutes';
import { promotionRoutes } from './routes/promotionRoutes';
import { gameRoutes } from './routes/gameRoutes';
import { outboxRoutes } from './players/outbox';
import { simulatorControlEnabled } from './trading/simulatorControlRoutes';
import { betslipRoutes } from './routes/betslipRoutes';
import { betBuilderRoutes } from './routes/betBuilderRoutes';
import { bookingCodeRoutes } from './routes/bookingCodeRoutes';
import { myBetsRoutes } from './routes/myBetsRoutes';
import { jackpotRoutes } from './routes/jackpotRoutes';
import { seedPlayers } from './players/seedPlayers';
import { demoPlayersEnabled } from './players/demoPlayers';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import { clientErrorRoutes } from './routes/clientErrors';
import { seedCatalogue } from './catalogue/seedCatalogue';
import { eventRoutes } from './routes/eventRoutes';
import { pathTreeRoute } from './routes/pathTreeRoute';
import { searchRoutes } from './routes/searchRoutes';
import { seedSearchNames } from './search/seedSearchNames';
import { liveStreamRoute } from './routes/liveStream';
import { matchPlayRoute } from './routes/matchPlayRoute';
import { brandExtraRoutes } from './routes/brandExtras';
import { referenceDataRoutes } from './routes/referenceData';
import { videoStreamRoutes } from './routes/videoStreams';
import { chatRoutes } from './routes/chatRoutes';
import { brandControlRoutes } from './brands/brandControlRoutes';
import { feedAlertControlRoutes } from './trading/feedAlertControlRoutes';
import { createChangeHub, type ChangeHub } from './live/changeFeed';
import { TradingSimulator, type SimulatorOptions } from './trading/simulator';
import { startSlipResolver } from './bets/slipResolution';
import { trustedProxies } from './http/trustedProxies';
import { ignoreUntrustedCountry } from './http/country';
import { registerOpenWriteLimits } from './http/openWrites';
import { priceBoostControlRoutes, priceBoostRoutes } from './routes/priceBoostRoutes';
import { editBetRoutes } from './routes/editBetRoutes';
import { startSeededBoosts } from './bets/priceBoosts';

export interface Platform {
  app: FastifyInstance;
  db: Database;
  keys: SessionKeys;
  hub: ChangeHub;
  simulator: TradingSimulator;
  /** The read answers kept ready for many callers. */
  answers: ReadyAnswers;
}

export interface PlatformOptions {
  logger?: boolean;
  /** Run the simulator on its own timer (the server does; tests move time with simulator.advance). */
  runSimulator?: boolean;
  simulator?: Partial<SimulatorOptions>;
  /**
   * Read answers are kept ready for this long, overriding each route's own time (a second for lists and brand
   * content, a minute for the path tree); 0 turns them off, as the tests that move time do.
   */
  readCacheMs?: number;
  /** Told of every route as it is registered (the hostile-input sweep walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Seed the demo players (known passwords, a fixed one-time code); by default as DEMO_PLAYERS says. */
  demoPlayers?: boolean;
  /** The deployment's proxies, as the TRUST_PROXY setting names them (see http/trustedProxies.ts). */
  trustProxy?: string;
  /** The time the account's safer-gambling rules count by (deposit limits and their waits); tests move it. */
  clock?: () => Date;
  /** Keep a couple of price boosts running on every brand for the demo; by default when the simulator runs on its timer. */
  seedPriceBoosts?: boolean;
}

/** The advisory lock API processes take in turn to migrate and seed (the simulator's leadership is 4_240_001). */
export const PREPARE_LOCK = 4_240_002;

/**
 * Brings the database to the latest schema and its seeded content; a second call changes nothing. Processes
 * starting together on one database take turns under an advisory lock: the first migrates and seeds, the others
 * find it done. The demo players are seeded only for a demo (DEMO_PLAYERS=1): a production start has none.
 */
export async function prepareDatabase(db: Database, { demoPlayers = demoPlayersEnabled() } = {}): Promise<void> {
  await db.exclusively(PREPARE_LOCK, async () => {
    await migrate(db);
    await seedBrandContent(db);
    await seedCatalogue(db);
    await seedSearchNames(db);
    if (demoPlayers) await seedPlayers(db);
  });
}

/** Migrates and seeds the database, then builds the API on it. */
export async function buildPlatform(db: Database, options: PlatformOptions = {}): Promise<Platform> {
  await prepareDatabase(db, { demoPlayers: options.demoPlayers });
  const keys = await loadSessionKeys(db);
  const hub = await createChangeHub(db);
  const simulator = new TradingSimulator(db, options.simulator);
  // The deployment's proxies name the browser's address in X-Forwarded-For (login throttling counts per address)
  // and its country in X-Geo-Country; nobody else may.
  const trustProxy = trustedProxies(options.trustProxy);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandling(app);
  ignoreUntrustedCountry(app, trustProxy);
  await registerOpenWriteLimits(app, db);
  guardInput(app);
  // A hook of the whole app: it delays ready answers too (they leave from each route's own first hook).
  if (simulatorControlEnabled()) addLatencyControl(app);
  // Before the compressor: the routes whose answers are kept ready are compressed once, by the cache.
  const answers = new ReadyAnswers({ ttlMs: options.readCacheMs });
  answers.install(app);
  // Event lists run to hundreds of KB of JSON: brotli or gzip as the client accepts, for answers over 1 KB.
  // The live stream hijacks its reply, so its pushes are never buffered by a compressor.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.get('/health', async () => ({ ok: true, database: db.kind }));
  await app.register(brandContentRoutes(db));
  await app.register(formbody);
  await app.register(sessionRoutes(db, keys));
  await app.register(authRoutes(db, keys));
  await app.register(playerRoutes(db, keys, options.clock));
  await app.register(accountRoutes(db));
  await app.register(promotionRoutes(db, keys));
  await app.register(gameRoutes(keys));
  if (simulatorControlEnabled()) await app.register(outboxRoutes());
  await app.register(betslipRoutes(db, keys));
  await app.register(betBuilderRoutes(db));
  await app.register(bookingCodeRoutes(db));
  await app.register(myBetsRoutes(db, keys, hub));
  await app.register(jackpotRoutes(db, keys));
  await app.register(editBetRoutes(db, keys));
  await app.register(priceBoostRoutes(db));
  await app.register(clientErrorRoutes(db));
  await app.register(eventRoutes(db));
  await app.register(pathTreeRoute(db));
  await app.register(searchRoutes(db));
  await app.register(liveStreamRoute(hub, db));
  await app.register(matchPlayRoute(db));
  await app.register(brandExtraRoutes(db));
  await app.register((await import('./routes/sportBackgrounds')).sportBackgroundRoutes());
  await app.register(referenceDataRoutes());
  await app.register(videoStreamRoutes(db, keys));
  await app.register(chatRoutes(db, keys));
  if (simulatorControlEnabled()) {
    await app.register(brandControlRoutes(db, answers));
    await app.register(feedAlertControlRoutes(db, simulator));
    await app.register(priceBoostControlRoutes(db));
  }
  const slipResolver = startSlipResolver(db);
  // A stopped feed suspends the live markets: the lists kept ready must not answer them open meanwhile.
  const feedWatch = watchFeedStop(db, () => answers.invalidate(MARKET_STATUS_TAG));
  const seededBoosts = (options.seedPriceBoosts ?? options.runSimulator) ? startSeededBoosts(db) : null;
  app.addHook('onClose', async () => {
    await slipResolver.stop();
    await feedWatch.stop();
    await seededBoosts?.stop();
    await simulator.stop();
    await hub.stop();
  });
  if (options.runSimulator) await simulator.start();
  return { app, db, keys, hub, simulator, answers };
}
