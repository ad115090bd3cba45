import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { openDatabase } from './db/database';
import { buildPlatform } from './app';

/** PGlite in a data folder by default; a PostgreSQL server when DATABASE_URL is set. */
async function main() {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.PGLITE_DATA_DIR ?? path.resolve(__dirname, '../.data/pglite');
  if (!url && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await openDatabase({ url, dataDir });
  const speed = Number(process.env.SIM_SPEED ?? 20);
  const { app } = await buildPlatform(db, {
    logger: process.env.API_LOG === '1',
    runSimulator: process.env.SIM_OFF !== '1',
    simulator: { speed },
  });
  const port = Number(process.env.API_PORT ?? 4000);
  await app.listen({ port, host: process.env.API_HOST ?? 'localhost' });
  console.log(`platform API on http://localhost:${port} (${db.kind})`);
  const stop = async () => {
    // A connection or a write that never ends must not keep a stopped process alive (and its port taken).
    setTimeout(() => {
      console.error('platform API: not closed within 10 s of the signal, exiting anyway');
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
