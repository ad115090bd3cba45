import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports the test files named on the command line into this one process, one after another: node:test runs
 * their top-level tests in order, one at a time, as separate processes did, without paying a process start,
 * the TypeScript loader and the app's imports once a file.
 */
async function importAll(files: string[]) {
  for (const file of files) await import(pathToFileURL(path.resolve(file)).href);
}

importAll(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
