import { channelOfRequest, drawnSettingsOfRequest, pageKeyOf, timeZoneOfRequest } from './pageRequest';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

describe('what a page request asks for', () => {
  it.each([
    [{ 'user-agent': PHONE }, 'mobile'],
    [{ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }, 'web'],
    [{ 'sec-ch-ua-mobile': '?1' }, 'mobile'],
    [{ 'user-agent': PHONE, cookie: 'sb-channel=web' }, 'web'],
    [{ cookie: 'sb-channel=tablet' }, 'web'],
  ])('%j is the %s channel', (headers, channel) => {
    expect(channelOfRequest(headers)).toBe(channel);
  });

  it.each([
    ['sb-tz=60,1774746000000:120', '60,1774746000000:120'],
    ['sb-tz=<script>', '0'],
    ['', '0'],
  ])('time-zone cookie %s reads as %s', (cookie, rule) => {
    expect(timeZoneOfRequest(cookie)).toBe(rule);
  });

  it.each([
    ['sb-odds=hk', { oddsType: 'hk' }],
    ['a=1; sb-odds=malay', { oddsType: 'malay' }],
    ['sb-odds=not_selected', {}],
    ['sb-odds=<b>', {}],
    ['', {}],
    ['sb-layout=asian; sb-sort=competition', { layout: 'asian', sortBy: 'competition' }],
    ['sb-layout=grid; sb-sort=price; sb-odds=us', { oddsType: 'us' }],
  ])('the settings cookies %s read as %p', (cookie, drawn) => {
    expect(drawnSettingsOfRequest(cookie)).toEqual(drawn);
  });

  it('gives two requests one key only when their pages are the same: brand, channel, time zone, language and address', () => {
    const home = { url: '/en/homepage', headers: { 'user-agent': PHONE } };
    const keys = [
      home,
      { ...home, url: '/en/homepage?brand=nova' },
      { ...home, headers: { ...home.headers, cookie: 'sb-brand=savanna' } },
      { ...home, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } },
      { ...home, headers: { ...home.headers, cookie: 'sb-tz=60' } },
      { ...home, headers: { ...home.headers, cookie: 'sb-odds=hk' } },
      { ...home, headers: { ...home.headers, cookie: 'sb-layout=asian' } },
      { ...home, headers: { ...home.headers, cookie: 'sb-sort=competition' } },
      { ...home, url: '/de/homepage' },
      { ...home, url: '/en/live/sport' },
      { ...home, url: '/en/homepage?translationsId=nova-2026' },
    ].map(pageKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
    // What does not change the page does not split it: a player's session, another agent of the same channel.
    expect(pageKeyOf({ ...home, headers: { ...home.headers, authorization: 'Bearer x', cookie: 'other=1' } })).toBe(
      pageKeyOf(home),
    );
    expect(pageKeyOf({ ...home, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' } })).toBe(pageKeyOf(home));
    // One brand by the query and by the cookie stays two keys (the addresses differ): a composition more, never a wrong page.
    expect(pageKeyOf({ ...home, url: '/en/homepage', headers: { ...home.headers, cookie: 'sb-brand=nova' } })).not.toBe(
      pageKeyOf({ ...home, url: '/en/homepage?brand=nova' }),
    );
  });
});
