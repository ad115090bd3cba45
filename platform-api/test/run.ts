import { spawn } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../src/app';
import { openDatabase } from '../src/db/database';
import { createTestDatabase, TEMPLATE_ENV } from './harness';

/**
 * The platform's tests: every `*.test.ts` under src/ and test/ (or the files named on the command line), one
 * file at a time in one process of their own, on databases copied from one template made here first.
 */
function testFiles(root: string): string[] {
  return ['src', 'test']
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

/** The run's template, migrated and seeded, on the run's database; its variables for the tests, and its removal. */
async function makeDatabaseTemplate(adminUrl: string | undefined) {
  if (adminUrl) {
    const created = await createTestDatabase(adminUrl, 'sportsbook_template');
    const db = await openDatabase({ url: created.url });
    await prepareDatabase(db, { demoPlayers: true });
    // CREATE DATABASE … TEMPLATE refuses a template that has connections open.
    await db.close();
    return { env: { [TEMPLATE_ENV.database]: created.name }, remove: created.drop };
  }
  const db = await openDatabase({ dataDir: 'memory://' });
  await prepareDatabase(db, { demoPlayers: true });
  const file = path.join(os.tmpdir(), `sportsbook-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await db.dump!()).arrayBuffer()));
  await db.close();
  return { env: { [TEMPLATE_ENV.pgliteFile]: file }, remove: async () => rmSync(file, { force: true }) };
}

async function main() {
  const root = path.resolve(__dirname, '..');
  const named = process.argv.slice(2);
  const template = await makeDatabaseTemplate(process.env.TEST_DATABASE_URL);
  try {
    process.exitCode = await new Promise<number>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'test/runFiles.ts', ...(named.length ? named : testFiles(root))],
        { cwd: root, stdio: 'inherit', env: { ...process.env, ...template.env } },
      );
      child.on('error', reject);
      child.on('close', (exitCode) => resolve(exitCode ?? 1));
    });
  } finally {
    await template.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
