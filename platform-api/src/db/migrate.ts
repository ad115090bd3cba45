import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

/** Applies the numbered SQL files not applied yet, each in its own transaction; the same files serve both databases. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/**
 * Statements end with ';' at the end of a line; the migrations keep to that so both drivers run them one by one.
 * A function's body, between `$$` quotes, is one statement whatever its lines end with.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
