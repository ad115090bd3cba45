import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteOptions } from 'fastify';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/app';
import { demoPlayersEnabled } from '../src/players/demoPlayers';
import { simulatorControlEnabled } from '../src/trading/simulatorControlRoutes';
import { createTestDatabase, startTestPlatform } from './harness';

/**
 * Issue 41 item 9: a production start has no demo players (known passwords, a fixed one-time code) and no
 * simulator control (routes that change how the world plays, read mail, delay answers): both only where a
 * demo or a drill asks for them (DEMO_PLAYERS=1, SIM_CONTROL=1), and never with NODE_ENV=production.
 */
describe('a production start', () => {
  const saved = { DEMO_PLAYERS: process.env.DEMO_PLAYERS, SIM_CONTROL: process.env.SIM_CONTROL };
  after(() => {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  it('reads the demo and control settings as on only when asked, never in production', () => {
    assert.equal(demoPlayersEnabled({}), false);
    assert.equal(demoPlayersEnabled({ DEMO_PLAYERS: '1' }), true);
    assert.equal(demoPlayersEnabled({ DEMO_PLAYERS: 'true' }), false);
    assert.equal(demoPlayersEnabled({ DEMO_PLAYERS: '1', NODE_ENV: 'production' }), false);
    assert.equal(simulatorControlEnabled({}), false);
    assert.equal(simulatorControlEnabled({ SIM_CONTROL: '1', NODE_ENV: 'production' }), false);
  });

  it('seeds no player on an empty database', async () => {
    delete process.env.DEMO_PLAYERS;
    const adminUrl = process.env.TEST_DATABASE_URL;
    const created = adminUrl ? await createTestDatabase(adminUrl, 'sportsbook_production') : undefined;
    const db = await openDatabase(created ? { url: created.url } : { dataDir: 'memory://' });
    try {
      await prepareDatabase(db);
      const [{ players, brands }] = await db.query<{ players: string; brands: string }>(
        'SELECT (SELECT count(*) FROM players) AS players, (SELECT count(*) FROM brands) AS brands',
      );
      assert.equal(Number(players), 0, 'no demo player');
      assert.ok(Number(brands) > 0, 'the rest is seeded');
    } finally {
      await db.close();
      await created?.drop();
    }
  });

  /** The paths a platform registers, started with SIM_CONTROL as given. */
  const routesWith = async (simControl: string | undefined) => {
    if (simControl === undefined) delete process.env.SIM_CONTROL;
    else process.env.SIM_CONTROL = simControl;
    const routes: string[] = [];
    const platform = await startTestPlatform({ onRoute: (route: RouteOptions) => void routes.push(route.url) });
    const kickOff = await platform.call('POST', '/_sim/events/kick-off', { sportCodes: ['FOOT'] });
    await platform.close();
    return { control: routes.filter((url) => /^\/_(sim|mail)\//.test(url)), kickOff: kickOff.status };
  };

  it('has none of the simulator control routes without SIM_CONTROL', async () => {
    const without = await routesWith(undefined);
    assert.deepEqual(without.control, []);
    assert.equal(without.kickOff, 404);
    // The same start with the control on has them: the test looks where they would be.
    const withControl = await routesWith('1');
    assert.ok(withControl.control.length >= 6, withControl.control.join(', '));
    assert.ok(withControl.control.includes('/_sim/events/:eventId/hurry'));
  });
});
