import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BookingCodeAnswer, EventsPage, SportEvent } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';

const SAVANNA = { brand: 'savanna', 'content-type': 'application/json' };

/**
 * Booking codes (issue 43): a slip's selections kept on the platform under a short random code of the brand
 * that offers them (savanna), loaded back at today's prices; a selection that closed since is named with why;
 * a code expires with its events; unknown, expired and malformed codes are 4xx with a message.
 */
describe('booking codes', () => {
  let platform: TestPlatform;
  let events: SportEvent[];
  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 11 } });
    await platform.simulator.advance(1);
    events = (
      await platform.call<EventsPage>(
        'GET',
        '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=100&marketTypeIds=1&periodTypeIds=100',
      )
    ).body.events.slice(-5);
    assert.equal(events.length, 5);
  });
  after(async () => platform.close());

  const firstOutcome = (event: SportEvent) => event.markets![0].outcomes[0].id;
  const share = (outcomeIds: unknown, headers: Record<string, string> = SAVANNA) =>
    platform.call('POST', '/xapi/rest/betslips/bookingcodes', JSON.stringify({ outcomeIds }), headers);
  const open = (code: string, headers: Record<string, string> = { brand: 'savanna' }) =>
    platform.call<BookingCodeAnswer & { message: string }>(
      'GET',
      `/xapi/rest/betslips/bookingcodes/${encodeURIComponent(code)}`,
      undefined,
      headers,
    );

  it('shares a slip as an 8-letter code and loads it back at the prices of now', async () => {
    const ids = events.slice(0, 3).map(firstOutcome);
    const made = await share(ids);
    assert.equal(made.status, 201, made.text);
    assert.match(made.body.code, /^[0-9A-HJKMNP-TV-Z]{8}$/);
    // The last kick-off and 12 hours.
    const lastKickOff = Math.max(...events.slice(0, 3).map((event) => Date.parse(event.eventDate as unknown as string)));
    assert.equal(Date.parse(made.body.expiresAt), lastKickOff + 12 * 3_600_000);

    await platform.db.query('UPDATE outcomes SET price = 3.4 WHERE id = $1', [ids[0]]);
    const loaded = await open(`${made.body.code.slice(0, 4).toLowerCase()}-${made.body.code.slice(4)}`);
    assert.equal(loaded.status, 200, loaded.text);
    assert.deepEqual(
      loaded.body.selections.map((s) => s.outcomeId),
      ids,
    );
    assert.equal(loaded.body.selections[0].decimal, 3.4, "today's price, not the price when shared");
    assert.equal(loaded.body.selections[0].eventDescription, events[0].description);
    assert.deepEqual(loaded.body.closed, []);
  });

  it('names a selection that closed since, and why', async () => {
    const ids = events.slice(0, 3).map(firstOutcome);
    const { code } = (await share(ids)).body;
    await platform.db.query("UPDATE markets SET status = 'suspended' WHERE id = (SELECT market_id FROM outcomes WHERE id = $1)", [
      ids[1],
    ]);
    await platform.db.query("UPDATE events SET state = 'finished' WHERE id = $1", [events[2].id]);
    const loaded = (await open(code)).body;
    assert.deepEqual(
      loaded.selections.map((s) => s.outcomeId),
      [ids[0]],
    );
    assert.deepEqual(
      loaded.closed.map((s) => [s.outcomeId, s.eventDescription, s.reason]),
      [
        [ids[1], events[1].description, 'suspended'],
        [ids[2], events[2].description, 'event-over'],
      ],
    );
    await platform.db.query("UPDATE markets SET status = 'open' WHERE id = (SELECT market_id FROM outcomes WHERE id = $1)", [
      ids[1],
    ]);
  });

  it('refuses to share a slip whose selections have all closed', async () => {
    const made = await share([firstOutcome(events[2])]);
    assert.equal(made.status, 409);
    assert.match(made.body.message, /nothing to share/);
  });

  it('expires with its events: a code whose events are all over, or past its time, is a 410', async () => {
    const { code: overCode } = (await share([firstOutcome(events[3])])).body;
    assert.equal((await open(overCode)).status, 200);
    await platform.db.query("UPDATE events SET state = 'finished' WHERE id = $1", [events[3].id]);
    const over = await open(overCode);
    assert.equal(over.status, 410);
    assert.equal(over.body.code, 'BOOKING_CODE_EXPIRED');
    assert.match(over.body.message, /expired/);
    const { code } = (await share([firstOutcome(events[4])])).body;
    await platform.db.query("UPDATE booking_codes SET expires_at = now() - interval '1 minute' WHERE code = $1", [code]);
    assert.equal((await open(code)).status, 410);
  });

  it('answers an unknown, a malformed and another brand’s code with a message', async () => {
    const unknown = await open('ZZZZ-ZZZZ');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'BOOKING_CODE_UNKNOWN');
    assert.match(unknown.body.message, /no booking code ZZZZZZZZ/);
    for (const bad of ['abc', 'UUUU-UUUU', "'; DROP TABLE booking_codes; --", '%00%00%00%00%00%00%00%00', 'A'.repeat(41)]) {
      const answer = await open(bad);
      assert.ok(answer.status === 400 || answer.status === 404, `${bad}: ${answer.status}`);
      assert.ok(answer.body.message, bad);
    }
    // Classic does not offer booking codes; a savanna code is not another brand's.
    const { code } = (await share([firstOutcome(events[0])])).body;
    const classic = await open(code, { brand: 'classic' });
    assert.equal(classic.status, 403);
    assert.match(classic.body.message, /not offered/);
    assert.equal((await share([firstOutcome(events[0])], { 'content-type': 'application/json' })).status, 403);
  });

  it('refuses hostile slips with a 4xx and writes nothing', async () => {
    const [{ count: before }] = await platform.db.query<{ count: string }>('SELECT count(*) FROM booking_codes');
    const cases: unknown[] = [[], [0], [-1], ['1'], [1.5], [123456789], Array(51).fill(1), 'x', null];
    for (const outcomeIds of cases) {
      const answer = await share(outcomeIds);
      assert.ok(answer.status >= 400 && answer.status < 500, `${JSON.stringify(outcomeIds)}: ${answer.status} ${answer.text}`);
      assert.ok(answer.body.message);
    }
    const ids = events.slice(0, 2).map(firstOutcome);
    assert.equal((await share([...ids, ...ids])).status, 400, 'the same outcome twice');
    const [{ count: after }] = await platform.db.query<{ count: string }>('SELECT count(*) FROM booking_codes');
    assert.equal(after, before);
  });

  it('codes are random: a thousand codes, no two alike and no pattern to walk', async () => {
    const { newBookingCode } = await import('../src/bets/bookingCodes');
    const { loadSlipOutcomes } = await import('../src/bets/slipSelections');
    const ids = [firstOutcome(events[0])];
    const outcomes = await loadSlipOutcomes(platform.db, ids);
    const codes = new Set<string>();
    for (let i = 0; i < 1000; i++) codes.add((await newBookingCode(platform.db, 'savanna', ids, outcomes)).code);
    assert.equal(codes.size, 1000);
    const firstLetters = new Set([...codes].map((code) => code[0]));
    assert.ok(firstLetters.size > 25, `first letters spread over the alphabet (${firstLetters.size})`);
  });
});
