import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from './harness';
import { freePort, killed, startApi } from './apiProcess';
import type { EventsPage } from '@sportsbook/contracts';

const PLACEMENTS = 50;
/** The process is killed once this many answers came back, with the rest still in flight. */
const ANSWERS_BEFORE_KILL = 10;

/** PGlite in a folder of its own, or a fresh database on the PostgreSQL server the suite runs on. */
async function drillDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'crash-drill-'));
    return { env: { PGLITE_DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createTestDatabase(adminUrl, 'sportsbook_drill');
  return { env: { DATABASE_URL: url }, drop };
}

interface Placement {
  uuid: string;
  answer?: { status: string; betSlipId: string };
}

describe('crash drill: the API is killed (SIGKILL) with 50 placements in flight', () => {
  let database: Awaited<ReturnType<typeof drillDatabase>>;
  let api: ChildProcess | undefined;
  before(async () => {
    database = await drillDatabase();
  });
  after(async () => {
    if (api && api.exitCode === null) await killed(api);
    await database.drop();
  });

  it('keeps every bet the client saw accepted, takes no stake without a bet, and the ledger sums to the balance', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    api = await startApi(port, { ...database.env, DEMO_PLAYERS: '1' });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const call = async (method: string, url: string, token?: string, body?: object): Promise<any> => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return response.json();
    };
    const login = await call('POST', '/xapi/icore/players/login', undefined, { username: 'demo', password: 'demo1234' });
    const { alsToken: token, icore_player_id: id } = login;
    const startBalance = (await call('GET', `/xapi/icore/players/demo/balance/sportsbook`, token)).balance;
    const events = (
      (await call(
        'GET',
        '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=10&marketTypeIds=1&periodTypeIds=100',
      )) as EventsPage
    ).events;
    const outcomes = events.flatMap((event) => event.markets![0].outcomes);
    assert.ok(outcomes.length > 0, 'the catalogue has prices to bet on');

    const placements: Placement[] = Array.from({ length: PLACEMENTS }, () => ({ uuid: randomUUID() }));
    const slip = (i: number) => {
      const outcome = outcomes[i % outcomes.length];
      return {
        singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: 1 }],
        userAcceptOdds: 'A',
        originId: 11,
      };
    };
    const place = (placement: Placement, i: number) =>
      call('POST', `/xapi/rest/accounts/${id}/betslips?uuid=${placement.uuid}`, token, slip(i));

    let answered = 0;
    const victim = api;
    let kill: Promise<void> | undefined;
    await Promise.allSettled(
      placements.map(async (placement, i) => {
        placement.answer = await place(placement, i);
        if (++answered === ANSWERS_BEFORE_KILL) kill = killed(victim);
      }),
    );
    await kill;
    const seenAccepted = placements.filter((p) => p.answer?.status === 'accepted');
    const unanswered = placements.filter((p) => !p.answer);
    assert.ok(seenAccepted.length >= ANSWERS_BEFORE_KILL - 1, `accepted before the kill: ${seenAccepted.length}`);
    assert.ok(unanswered.length > 0, 'the kill came with placements in flight');

    // The restart needs no trading: what is checked is already in the database, and the drill stays short.
    api = await startApi(port, { ...database.env, DEMO_PLAYERS: '1', SIM_OFF: '1' });
    const checkBooks = async () => {
      const open: { betSlipId: string; totalStake: number }[] = await call('GET', `/xapi/bet/account/${id}/openbets`, token);
      const ledger: { transactions: { kind: string; amount: number; betSlipId?: string }[] } = await call(
        'GET',
        `/xapi/rest/accounts/${id}/transactions?pageSize=100`,
        token,
      );
      const balance: number = (await call('GET', '/xapi/icore/players/demo/balance/sportsbook', token)).balance;
      const stakedSlips = ledger.transactions.filter((t) => t.kind === 'stake').map((t) => t.betSlipId);
      const betSlips = open.map((bet) => bet.betSlipId);
      assert.deepEqual([...stakedSlips].sort(), [...betSlips].sort(), 'a stake for every bet and a bet for every stake');
      const ledgerSum = ledger.transactions.reduce((sum, t) => sum + t.amount, 0);
      assert.ok(Math.abs(ledgerSum - balance) < 0.005, `ledger ${ledgerSum} = balance ${balance}`);
      assert.ok(Math.abs(startBalance - open.reduce((sum, bet) => sum + bet.totalStake, 0) - balance) < 0.005);
      return betSlips;
    };

    const afterRestart = await checkBooks();
    for (const placement of seenAccepted)
      assert.ok(afterRestart.includes(placement.answer!.betSlipId), `accepted ${placement.answer!.betSlipId} survived`);

    // The client sends the unanswered ones again with the same uuid: each is placed once, never twice, and
    // one placed before the kill answers as it was placed.
    await Promise.all(
      placements.map(async (placement, i) => !placement.answer && (placement.answer = await place(placement, i))),
    );
    const accepted = placements.filter((p) => p.answer?.status === 'accepted').map((p) => p.answer!.betSlipId);
    assert.ok(
      accepted.length >= PLACEMENTS - 5,
      `${accepted.length} accepted: ${JSON.stringify(placements.filter((p) => p.answer?.status !== 'accepted').map((p) => p.answer))}`,
    );
    assert.deepEqual((await checkBooks()).sort(), accepted.sort());
  });
});
