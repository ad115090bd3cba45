import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import FEATURE_LAYERS from './featureLayers.cjs';

const ROOT = path.resolve(__dirname, '../..');
/** Folders that hold no feature: translations, and what tests set features up with. */
const NOT_FEATURES = new Set(['locales', 'testing']);

test.each(Object.entries(FEATURE_LAYERS))('every feature folder of %s has its place in the layers, once', (src, layers) => {
  const folders = readdirSync(path.join(ROOT, src), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_FEATURES.has(entry.name))
    .map((entry) => entry.name);
  expect(layers.flat().sort()).toEqual(folders.sort());
});

/** What ESLint says of each source text, put at its path (tooling/lint/lintProbe.mjs). */
function lint(probes) {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lintProbe.mjs'), JSON.stringify(probes)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out).map((messages) => messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths'));
}

test('lint fails an import that skips a public file, runs back up the layers, or reaches a testing folder', () => {
  const [deep, throughPublicFile, upward, sideways, testData, inATest] = lint([
    // eventList stands above live: through live's public file, never into its files.
    { filePath: 'mfe-events/src/eventList/probe.ts', code: "export { fresh } from '../live/liveChanges';\n" },
    { filePath: 'mfe-events/src/eventList/probe.ts', code: "export { fresh } from '../live';\n" },
    // live stands below eventList (which imports live): an arrow back up would close a cycle of folders.
    { filePath: 'mfe-events/src/live/probe.ts', code: "export { EventList } from '../eventList';\n" },
    // Two pages of one layer: neither imports the other.
    { filePath: 'mfe-events/src/home/probe.ts', code: "export { EventPage } from '../eventPage/EventPage';\n" },
    { filePath: 'mfe-events/src/odds/probe.ts', code: "export { sampleEvent } from '../testing/sampleEvents';\n" },
    // A test sets its feature up with whatever it needs.
    { filePath: 'mfe-events/src/eventList/probe.test.ts', code: "export { fresh } from '../live/liveChanges';\n" },
  ]);
  expect(deep).toEqual([expect.objectContaining({ message: expect.stringContaining("through its public file ('../live')") })]);
  expect(throughPublicFile).toEqual([]);
  expect(upward).toEqual([expect.objectContaining({ message: expect.stringContaining('no cycles between folders') })]);
  expect(sideways).toEqual([
    expect.objectContaining({ message: expect.stringContaining('home may import only the folders listed below it') }),
  ]);
  expect(testData).toEqual([expect.objectContaining({ message: expect.stringContaining('never a testing folder') })]);
  expect(inATest).toEqual([]);
}, 120_000);
