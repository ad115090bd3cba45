import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { registerErrorHandling } from './http/errors';
import { loadSessionKeys, type SessionKeys } from './auth/sessionTokens';
import { seedBrandContent } from './brands/seed';
import { brandContentRoutes } from './routes/brandContent';
import { sessionRoutes } from './routes/session';
import { clientErrorRoutes } from './routes/clientErrors';

export interface Platform {
  app: FastifyInstance;
  db: Database;
  keys: SessionKeys;
}

/** Migrates and seeds the database, then builds the API on it. */
export async function buildPlatform(db: Database, options: { logger?: boolean } = {}): Promise<Platform> {
  await migrate(db);
  await seedBrandContent(db);
  const keys = await loadSessionKeys(db);
  const app = Fastify({
    logger: options.logger ?? false,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });
  registerErrorHandling(app);
  app.get('/health', async () => ({ ok: true, database: db.kind }));
  await app.register(brandContentRoutes(db));
  await app.register(sessionRoutes(keys));
  await app.register(clientErrorRoutes(db));
  return { app, db, keys };
}
