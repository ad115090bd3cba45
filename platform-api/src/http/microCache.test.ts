import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MicroCache } from './microCache';

describe('micro cache', () => {
  it('answers concurrent identical requests with one computation', async () => {
    const cache = new MicroCache();
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 10));
      return computed;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', 1000, compute)));
    assert.deepEqual(new Set(answers), new Set([1]));
    assert.equal(computed, 1);
  });

  it('computes again after the time to live and after a failure', async () => {
    const cache = new MicroCache();
    let n = 0;
    assert.equal(await cache.get('k', 1, async () => ++n), 1);
    await new Promise((r) => setTimeout(r, 5));
    assert.equal(await cache.get('k', 1000, async () => ++n), 2);
    await assert.rejects(cache.get('bad', 1000, async () => Promise.reject(new Error('down'))));
    assert.equal(await cache.get('bad', 1000, async () => 'up'), 'up');
  });

  it('keeps at most its limit of entries', async () => {
    const cache = new MicroCache(3);
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, 60_000, async () => i);
    let recomputed = false;
    await cache.get('k0', 60_000, async () => ((recomputed = true), 0));
    assert.equal(recomputed, true);
  });
});
