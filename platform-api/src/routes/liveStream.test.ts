import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LiveChange } from '@sportsbook/contracts';
import { createNameTranslator } from '../catalogue/names/nameTranslator';
import { catalogueLocaleOf } from '../catalogue/names/catalogueLocale';
import { inLanguage } from './liveStream';

const score = (currentPeriod: string | null): LiveChange => ({
  t: 'score',
  eid: 7,
  scores: {},
  currentPeriod,
  currentPeriodAbbreviation: null,
  currentPeriodNumber: 3,
});

describe("a pushed change in the client's language", () => {
  const german = createNameTranslator(catalogueLocaleOf('de-DE'));
  it('names the period as the lists do: Map 3 is "3. Map" in German', () => {
    assert.deepEqual(inLanguage(score('Map 3'), german), score('3. Map'));
  });
  it('leaves English, a change without a period, and other changes as they are', () => {
    assert.deepEqual(inLanguage(score('Map 3'), undefined), score('Map 3'));
    assert.deepEqual(inLanguage(score(null), german), score(null));
    const clock: LiveChange = { t: 'count', eid: 7, liveOpenMarketCount: 4 };
    assert.equal(inLanguage(clock, german), clock);
  });
});
