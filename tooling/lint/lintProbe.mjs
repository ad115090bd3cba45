// Lints source texts as if they sat at the given paths, with the repository's own ESLint config, and prints
// each one's messages as JSON. The feature boundaries' test runs it in a process of its own: ESLint loads
// its (ES module) config with import(), which jest's sandbox does not offer.
import { ESLint } from 'eslint';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const probes = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: ROOT });
const results = [];
for (const { filePath, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
console.log(JSON.stringify(results));
