import assert from 'node:assert/strict';
import type { BetModel, EventsPage, SportEvent } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';

/** A slip's answer as the tests read it: the bet model with the slip's status and id. */
export type SlipAnswer = BetModel & { status: string; betSlipId: string };

/** The seeded player the money tests bet as: its token, its account id and its row's id. */
export interface Bettor {
  token: string;
  id: string;
  playerId: number;
}

/**
 * A platform whose world moves fast (`seed` picks it), the seeded `nopromo` player logged in, since no
 * promotion of its own may change what a bet pays, and ten pre-match football matches, the last of the page,
 * so each case bets on a match of its own.
 */
export async function startWithBettor(seed: number): Promise<{ platform: TestPlatform; who: Bettor; events: SportEvent[] }> {
  const platform = await startTestPlatform({ simulator: { speed: 60, seed } });
  await platform.simulator.advance(1);
  const { body } = await platform.call('POST', '/xapi/icore/players/login', { username: 'nopromo', password: 'nopromo12' });
  const [row] = await platform.db.query<{ id: string }>("SELECT id FROM players WHERE username = 'nopromo'");
  const who = { token: body.alsToken, id: body.icore_player_id, playerId: Number(row.id) };
  const events = (
    await platform.call<EventsPage>(
      'GET',
      '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=100&marketTypeIds=1&periodTypeIds=100',
    )
  ).body.events.slice(-10);
  assert.equal(events.length, 10);
  return { platform, who, events };
}
