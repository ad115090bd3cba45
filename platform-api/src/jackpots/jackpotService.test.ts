import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { JACKPOT_LEAD_MS } from './jackpotService';
import { activeJackpots } from './jackpotReads';
import { jackpotPriceIn } from './jackpotTerms';
import { SEED_JACKPOT_TERMS } from '../brands/jackpotTermsSeed';

const EUR = jackpotPriceIn('EUR', SEED_JACKPOT_TERMS);

describe('the open jackpot', () => {
  let platform: TestPlatform;
  /** The simulator's clock, moved on by the tests as the world's hours pass. */
  let clock = Date.now();
  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 11, now: () => new Date(clock) } });
    await platform.simulator.advance(1);
  });
  after(async () => platform.close());

  it('is made of matches a day or more ahead, so the simulator does not pull them live at once', async () => {
    const [jackpot] = await activeJackpots(platform.db, EUR);
    const soonest = Math.min(...jackpot.events.map((e) => Date.parse(e.eventDate)));
    assert.ok(soonest > Date.now() + JACKPOT_LEAD_MS - 60_000, 'the first match is a day away');
    assert.equal(jackpot.closesAt, new Date(soonest).toISOString());
  });

  it('stays the same open jackpot through two hours of kick-offs and matches, replaced by none (it closes at its first kick-off, a day ahead)', async () => {
    const [jackpot] = await activeJackpots(platform.db, EUR);
    assert.ok(Date.parse(jackpot.closesAt) - clock >= JACKPOT_LEAD_MS - 60_000, 'the first kick-off is a day or more ahead');
    let kickedOff = 0;
    // Twenty-minute steps of the world's clock, each a maintenance round that schedules, kicks off and plays matches.
    for (let step = 0; step < 6; step++) {
      clock += 20 * 60_000;
      await platform.simulator.advance(15);
      const [{ n }] = await platform.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM events WHERE state <> 'prematch' AND event_date > $1",
        [new Date(clock - 20 * 60_000).toISOString()],
      );
      kickedOff += Number(n);
      const open = await activeJackpots(platform.db, EUR);
      assert.deepEqual(
        open.map((j) => [j.jackpotId, j.status, j.closesAt]),
        [[jackpot.jackpotId, 'open', jackpot.closesAt]],
        `after ${(step + 1) * 20} minutes`,
      );
    }
    assert.ok(kickedOff > 0, 'matches kicked off meanwhile');
  });

  it('closes when one of its matches kicks off early, and another opens', async () => {
    const [jackpot] = await activeJackpots(platform.db, EUR);
    await platform.db.query("UPDATE events SET state = 'live' WHERE id = $1", [jackpot.events[3].eventId]);
    await platform.simulator.advance(15);
    const [{ status }] = await platform.db.query<{ status: string }>('SELECT status FROM jackpots WHERE id = $1', [
      jackpot.jackpotId,
    ]);
    assert.equal(status, 'closed');
    const [next] = await activeJackpots(platform.db, EUR);
    assert.ok(next && next.jackpotId !== jackpot.jackpotId, 'a new jackpot opens');
  });
});
