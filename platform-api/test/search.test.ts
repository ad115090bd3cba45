import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchAnswer } from '@sportsbook/contracts';
import { startTestPlatform } from './harness';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

describe('search (GET /xapi/rest/search)', () => {
  let platform: Platform;
  before(async () => {
    platform = await startTestPlatform({ readCacheMs: 0, simulator: { speed: 60, seed: 42, liveTarget: 24 } });
    await platform.simulator.advance(1);
  });
  after(async () => platform.close());

  const search = async (q: string, l = 'en-GB') => {
    const answer = await platform.call<SearchAnswer>('GET', `/xapi/rest/search?q=${encodeURIComponent(q)}&l=${l}`);
    assert.equal(answer.status, 200, answer.text);
    return answer.body;
  };

  it('forgives a typo: "almedna" finds Real Almedina first, in its competition', async () => {
    const answer = await search('almedna');
    assert.equal(answer.teams[0]?.name, 'Real Almedina', JSON.stringify(answer.teams));
    assert.deepEqual(answer.teams[0].competitionSlugs, { sport: 'football', country: 'spain', league: 'primera-liga' });
  });

  it('finds a team from its name with a letter missing, with its next match, which leads the events', async () => {
    const [team] = await platform.db.query<{ name: string }>(
      `SELECT t.name FROM events e JOIN teams t ON t.id = e.home_team_id
       WHERE e.state = 'prematch' AND e.sport_code = 'FOOT' AND t.name ~ '^[A-Za-z]{8,} [A-Za-z]+$' ORDER BY e.event_date LIMIT 1`,
    );
    const typo = team.name.slice(0, 4) + team.name.slice(5);
    const answer = await search(typo);
    assert.equal(answer.teams[0]?.name, team.name, `${typo}: ${JSON.stringify(answer.teams)}`);
    const next = answer.teams[0].nextEvent;
    assert.ok(next, `${team.name} has a match open`);
    assert.equal(answer.events[0]?.slug, next.slug);
    assert.ok(answer.events[0].name.includes(team.name));
  });

  it('puts the exact team name ahead of names that only contain it', async () => {
    const [team] = await platform.db.query<{ name: string }>(
      `SELECT t.name FROM teams t WHERE EXISTS (SELECT 1 FROM teams o WHERE o.id <> t.id AND o.name ILIKE t.name || ' %') LIMIT 1`,
    );
    if (!team) return;
    const answer = await search(team.name.toLowerCase());
    assert.equal(answer.teams[0].name, team.name, JSON.stringify(answer.teams.map((t) => t.name)));
  });

  it('lists matches in play before later ones, and sooner before later', async () => {
    const [live] = await platform.db.query<{ name: string }>(
      `SELECT t.name FROM events e JOIN teams t ON t.id = e.home_team_id WHERE e.state = 'live' ORDER BY e.id LIMIT 1`,
    );
    const answer = await search(live.name);
    assert.equal(answer.events[0].live, true, JSON.stringify(answer.events));
    const later = answer.events.filter((e) => !e.live).map((e) => e.eventDate);
    assert.deepEqual(later, [...later].sort());
  });

  it('finds competitions and sports in the language of the request, typed in it or in English', async () => {
    const german = await search('fussbal', 'de-DE');
    assert.ok(
      german.sports.some((s) => s.name === 'Fußball'),
      JSON.stringify(german.sports),
    );
    const english = await search('football', 'de-DE');
    assert.ok(
      english.sports.some((s) => s.name === 'Fußball' && s.code === 'FOOT'),
      JSON.stringify(english.sports),
    );
    const chinese = await search('足球', 'zh-CN');
    assert.ok(
      chinese.sports.some((s) => s.name === '足球'),
      JSON.stringify(chinese.sports),
    );
    const league = await search('primera liga');
    assert.deepEqual(league.competitions[0], {
      id: league.competitions[0].id,
      name: 'Primera Liga',
      sport: 'Football',
      country: 'Spain',
      slugs: { sport: 'football', country: 'spain', league: 'primera-liga' },
    });
  });

  it('ignores accents and case: "ATLETICO" finds the Atlético clubs', async () => {
    const answer = await search('ATLETICO');
    assert.ok(answer.teams.length > 0 && answer.teams.every((t) => t.name.startsWith('Atlético')), JSON.stringify(answer.teams));
  });

  it('answers hostile input with a 400 or nothing, never a server error', async () => {
    for (const q of ['', ' ', 'a', '%', '_', "'; DROP TABLE teams; --", '🙂🙂🙂', '\\', '%%__%%', 'a'.repeat(80)]) {
      const answer = await search(q);
      assert.deepEqual(
        [answer.events.length, answer.teams.length, answer.competitions.length, answer.sports.length].some((n) => n > 0) &&
          !/^a+$/.test(q),
        false,
        `${JSON.stringify(q)}: ${JSON.stringify(answer)}`,
      );
    }
    for (const url of [
      '/xapi/rest/search',
      `/xapi/rest/search?q=${'a'.repeat(81)}`,
      '/xapi/rest/search?q=ab&other=1',
      '/xapi/rest/search?q=ab&q=cd',
      '/xapi/rest/search?q=a%00b',
    ]) {
      const answer = await platform.call('GET', url);
      assert.ok(answer.status >= 400 && answer.status < 500, `${url}: ${answer.status} ${answer.text}`);
    }
    // Broken percent-encoding reads as the characters it spells, which match nothing.
    const broken = await platform.call<SearchAnswer>('GET', '/xapi/rest/search?q=%E0%A4%A');
    assert.equal(broken.status, 200);
    assert.deepEqual([broken.body.events, broken.body.teams, broken.body.competitions, broken.body.sports].flat(), []);
    const [{ count }] = await platform.db.query<{ count: number }>('SELECT count(*)::int AS count FROM teams');
    assert.ok(count > 1000);
  });
});
