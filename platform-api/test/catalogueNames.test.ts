import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type {
  ActiveJackpot,
  CouponGroup,
  PromotionsAnswer,
  EventPathNode,
  EventsPage,
  Market,
  SportEvent,
} from '@sportsbook/contracts';
import { startTestPlatform } from './harness';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

const FOOTBALL = 'sportCode=FOOT&pageSize=5&maxMarketsPerMarketType=50';

/** Every outcome name of an events page, in the page's order. */
const outcomeNames = (page: EventsPage) =>
  page.events.flatMap((e) => (e.markets ?? []).flatMap((m) => m.outcomes.map((o) => o.description)));
const marketNames = (page: EventsPage) => page.events.flatMap((e) => (e.markets ?? []).map((m) => m.description));

describe('catalogue names in the language of the request (l=)', () => {
  let platform: Platform;
  before(async () => {
    // Answers kept ready, as in production: the language must be part of what an answer is kept under.
    platform = await startTestPlatform({
      readCacheMs: 60_000,
      simulator: { speed: 60, seed: 42, liveTarget: 24 },
    });
    await platform.simulator.advance(1);
  });
  after(async () => platform.close());

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const response = await platform.app.inject({ method: 'GET', url, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as T;
  };

  it('answers football in German: Fußball, Unentschieden, Über 2,5, with the teams as the feed names them', async () => {
    const english = await get<EventsPage>(`/xapi/rest/events?${FOOTBALL}&l=en-GB`);
    const german = await get<EventsPage>(`/xapi/rest/events?${FOOTBALL}&l=de-DE`);
    assert.equal(german.events.length, english.events.length);
    assert.ok(german.events.every((e) => e.eventPaths[0].description === 'Fußball'));
    assert.ok(
      german.events.some((e) => ['England', 'Spanien', 'Deutschland', 'Italien', 'Kenia'].includes(e.eventPaths[1].description)),
    );
    const outcomes = outcomeNames(german);
    assert.ok(outcomes.includes('Unentschieden'), outcomes.join(', '));
    assert.ok(outcomes.includes('Über 2,5'), outcomes.join(', '));
    assert.ok(outcomes.includes('Ja') && outcomes.includes('Nein'));
    assert.ok(!outcomes.some((o) => /^(Draw|Yes|No|No Goal)$|^(Over|Under) \d/.test(o)), outcomes.join(', '));
    const markets = marketNames(german);
    assert.ok(markets.includes('Spielergebnis') && markets.includes('Beide Teams treffen'), markets.join(', '));
    german.events.forEach((event, i) => {
      const same = english.events[i];
      // Teams, slugs, ids and prices are the feed's, whatever the language.
      assert.equal(event.id, same.id);
      assert.equal(event.name, same.name);
      assert.deepEqual(event.opponents, same.opponents);
      assert.equal(event.slug, same.slug);
      assert.deepEqual(
        event.markets?.map((m) => m.period.fullAbbreviation),
        same.markets?.map((m) => m.period.fullAbbreviation),
      );
    });
    const fullTime = german.events[0].markets!.find((m) => m.marketTypeId === english.events[0].markets![0].marketTypeId)!;
    assert.equal(fullTime.period.fullDescription, 'Reguläre Spielzeit');
  });

  it('answers l=en-GB exactly as an answer without a language', async () => {
    const plain = await get<EventsPage>(`/xapi/rest/events?${FOOTBALL}`);
    const english = await get<EventsPage>(`/xapi/rest/events?${FOOTBALL}&l=en-GB`);
    assert.deepEqual(english, plain);
    assert.equal(english.events[0].eventPaths[0].description, 'Football');
    assert.ok(outcomeNames(english).includes('Draw'));
  });

  it('keeps one ready answer per language: Japanese and Thai asked after German get their own', async () => {
    const url = `/xapi/rest/events?${FOOTBALL}`;
    const [de, ja, th] = await Promise.all(['de-DE', 'ja-JP', 'th-TH'].map((l) => get<EventsPage>(`${url}&l=${l}`)));
    assert.equal(de.events[0].eventPaths[0].description, 'Fußball');
    assert.equal(ja.events[0].eventPaths[0].description, 'サッカー');
    assert.equal(th.events[0].eventPaths[0].description, 'ฟุตบอล');
    assert.ok(outcomeNames(ja).includes('引き分け'));
    assert.ok(outcomeNames(th).includes('เสมอ'));
  });

  it('names one event and one market in the language asked for', async () => {
    const { events } = await get<EventsPage>(`/xapi/rest/events?${FOOTBALL}&l=en-GB`);
    const event = await get<SportEvent>(`/xapi/rest/events/${events[0].id}?l=fr-FR`);
    assert.equal(event.eventPaths[0].description, 'Football');
    assert.ok(event.markets!.some((m) => m.description === 'Résultat du match'));
    const result = events[0].markets!.find((m) => m.description === 'Match Result')!;
    const market = await get<Market>(`/xapi/rest/markets/${result.id}?l=es-ES`);
    assert.equal(market.description, 'Resultado del partido');
    assert.ok(market.outcomes.some((o) => o.description === 'Empate'));
  });

  it('names the live list, the live page and a live event’s period in the language asked for', async () => {
    const live = await get<EventsPage>('/xapi/rest/live/events?pageSize=100&l=de-DE');
    assert.ok(live.events.length > 0);
    const football = live.events.find((e) => e.sportCode === 'FOOT' && e.currentPeriod);
    if (football) assert.match(football.currentPeriod!, /Halbzeit|Verlängerung|Elfmeterschießen/);
    const page = await get<{ sports: { sportCode: string; description: string }[] }>('/xapi/marketdata/v1/livepage?l=ko-KR');
    const basketball = page.sports.find((s) => s.sportCode === 'BASK');
    if (basketball) assert.equal(basketball.description, '농구');
    assert.ok(page.sports.every((s) => !/^(Football|Basketball|Tennis)$/.test(s.description)));
  });

  it('names the path tree in the language asked for, slugs unchanged, so the menu’s search finds the translated names', async () => {
    const english = await get<EventPathNode[]>('/xapi/rest/eventpathtree?l=en-GB');
    const japanese = await get<EventPathNode[]>('/xapi/rest/eventpathtree?l=ja-JP');
    const football = japanese.find((s) => s.sportCode === 'FOOT')!;
    assert.equal(football.description, 'サッカー');
    assert.equal(football.slug, english.find((s) => s.sportCode === 'FOOT')!.slug);
    assert.ok(football.children.some((c) => c.description === 'イングランド'));
    const england = football.children.find((c) => c.description === 'イングランド')!;
    assert.ok(england.children.some((l) => l.description === 'プレミアディビジョン'));
  });

  it('names coupons in the language asked for', async () => {
    const group = await get<CouponGroup>('/api/coupon_groups/1?pub=classic&l=th-TH');
    assert.deepEqual(
      group.coupons.map((c) => c.name),
      ['ฟุตบอลวันนี้', 'บาสเกตบอลคืนนี้', 'เทนนิสสัปดาห์นี้'],
    );
    const english = await get<CouponGroup>('/api/coupon_groups/1?pub=classic&l=en-GB');
    assert.equal(english.coupons[0].name, "Today's football");
  });

  it('prices a betslip with the names in the language asked for', async () => {
    // A match far off: the answer is kept a minute, and the first of the list may have kicked off since, its prices closed.
    const { events } = await get<EventsPage>('/xapi/rest/events?sportCode=FOOT&live=false&pageSize=50&l=en-GB');
    const draw = events
      .at(-1)!
      .markets!.find((m) => m.description === 'Match Result')!
      .outcomes.find((o) => o.description === 'Draw')!;
    const response = await platform.app.inject({
      method: 'POST',
      url: '/xapi/rest/betslips/selections?l=de-DE',
      payload: { singles: [{ outcomeId: draw.id, price: draw.consolidatedPrice.currentPrice.decimal, unitStake: 1 }] },
    });
    assert.equal(response.statusCode, 200, response.body);
    const text = response.body;
    assert.match(text, /"outcomeDescription":"Unentschieden"/);
    assert.match(text, /"marketDescription":"Spielergebnis"/);
  });

  it('puts the brand’s overrides over the platform’s names, for that brand only', async () => {
    await platform.db.query(
      `INSERT INTO translation_overrides (translations_id, locale, key, text) VALUES ('nova', 'it', 'catalogue.markets.Match Result', '1X2')`,
    );
    const url = `/xapi/rest/events?${FOOTBALL}&l=it-IT`;
    const nova = await get<EventsPage>(url, { brand: 'nova' });
    const classic = await get<EventsPage>(url, { brand: 'classic' });
    assert.ok(marketNames(nova).includes('1X2'));
    assert.ok(!marketNames(nova).includes('Risultato finale'));
    assert.ok(marketNames(classic).includes('Risultato finale'));
    // The remotes' own overrides never carry the catalogue's.
    const texts = await get<Record<string, string>>('/api/translations/it?translationsId=nova');
    assert.ok(!Object.keys(texts).some((key) => key.startsWith('catalogue.')));
  });

  it('shows the promotion and responsible-gaming cards in the language asked for', async () => {
    const advert = await get<{ name: string; link: string; link_name: string; attachment_path: string }>(
      '/api/adverts/1?pub=classic&player_type=logged_out&l=de-DE',
    );
    assert.equal(advert.name, 'Willkommensbonus: Ihre erste Wette bis zu 50 zurück');
    assert.equal(advert.link, '/de/promotions');
    assert.equal(advert.attachment_path, '/api/adverts/1/image.svg?l=de-DE');
    const picture = await platform.app.inject({ method: 'GET', url: `${advert.attachment_path}&pub=classic` });
    assert.match(picture.body, /Willkommensbonus/);
    const english = await get<{ name: string; attachment_path: string }>(
      '/api/adverts/1?pub=classic&player_type=logged_out&l=en-GB',
    );
    assert.equal(english.name, 'Welcome bonus: your first bet back up to 50');
    assert.equal(english.attachment_path, '/api/adverts/1/image.svg');
    const card = await get<{ content: string }>('/api/html_widgets/1?pub=classic&active=true&l=ja-JP');
    assert.match(card.content, /責任あるギャンブル.*href="\/ja\/account"/);
  });

  it('shows a placed bet in the language asked for, and as placed without one', async () => {
    const login = await platform.call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' });
    const { alsToken: token, icore_player_id: id } = login.body as { alsToken: string; icore_player_id: string };
    const { events } = await get<EventsPage>('/xapi/rest/events?sportCode=FOOT&live=false&pageSize=100&l=en-GB');
    const event = events[events.length - 1];
    const draw = event.markets!.find((m) => m.description === 'Match Result')!.outcomes.find((o) => o.description === 'Draw')!;
    const placed = await platform.call(
      'POST',
      `/xapi/rest/accounts/${id}/betslips?uuid=${randomUUID()}&l=de-DE`,
      {
        singles: [{ outcomeId: draw.id, price: draw.consolidatedPrice.currentPrice.decimal, unitStake: 10 }],
        userAcceptOdds: 'D',
        originId: 11,
      },
      token,
    );
    assert.equal(placed.status, 200, placed.text);
    type Bets = { selections: { outcomeId: number; outcomeDescription: string; marketDescription: string }[] }[];
    const pick = (bets: Bets) => bets.flatMap((b) => b.selections).find((s) => s.outcomeId === draw.id)!;
    const german = pick((await platform.call<Bets>('GET', `/xapi/bet/account/${id}/openbets?l=de-DE`, undefined, token)).body);
    assert.deepEqual([german.marketDescription, german.outcomeDescription], ['Spielergebnis', 'Unentschieden']);
    const asPlaced = pick((await platform.call<Bets>('GET', `/xapi/bet/account/${id}/openbets`, undefined, token)).body);
    assert.deepEqual([asPlaced.marketDescription, asPlaced.outcomeDescription], ['Match Result', 'Draw']);
  });

  it('names a jackpot’s markets and outcomes in the language asked for', async () => {
    const jackpots = await get<ActiveJackpot[]>('/xapi/rest/jackpotbetweb/active?l=pl-PL');
    assert.ok(jackpots.flatMap((j) => j.events).length > 0, 'a jackpot is open');
    for (const event of jackpots.flatMap((j) => j.events)) {
      assert.ok(!/^(Match Result|Match Winner)$/.test(event.market.description), event.market.description);
      assert.ok(!event.market.outcomes.some((o) => o.description === 'Draw'));
    }
  });

  it('shows the promotions page in the language asked for, its pictures too', async () => {
    const { promotions } = await get<PromotionsAnswer>('/api/promotions?pub=classic&l=th-TH');
    const welcome = promotions.find((p) => p.id === 1)!;
    assert.equal(welcome.title, 'โบนัสต้อนรับ');
    assert.equal(welcome.image, '/api/promotions/1/image.svg?l=th-TH');
    const picture = await platform.app.inject({ method: 'GET', url: `${welcome.image}&pub=classic` });
    assert.match(picture.body, /โบนัสต้อนรับ/);
    // The badge over the title is in the picture's language too, not the English "PROMO".
    assert.match(picture.body, />โปรโมชั่น</);
    assert.doesNotMatch(picture.body, /PROMO/);
    const english = await get<PromotionsAnswer>('/api/promotions?pub=classic&l=en-GB');
    assert.equal(english.promotions.find((p) => p.id === 1)!.title, 'Welcome bonus');
    assert.equal(english.promotions.find((p) => p.id === 1)!.image, '/api/promotions/1/image.svg');
  });
});
