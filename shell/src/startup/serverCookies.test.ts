import { brandCookie, channelCookie, cookieOf, drawnSettingCookie, timeZoneCookie } from './serverCookies';

describe('brandCookie', () => {
  it('remembers the brand for a year on every path', () => {
    expect(brandCookie('savanna')).toBe('sb-brand=savanna; path=/; max-age=31536000; samesite=lax');
  });
});

describe('the cookies the server composes the next page from', () => {
  it.each([
    [channelCookie('mobile'), 'sb-channel=mobile; path=/; max-age=31536000; samesite=lax'],
    [timeZoneCookie('60,1774746000000:120'), 'sb-tz=60,1774746000000:120; path=/; max-age=31536000; samesite=lax'],
    [drawnSettingCookie('oddsType', 'hk'), 'sb-odds=hk; path=/; max-age=31536000; samesite=lax'],
    [drawnSettingCookie('layout', 'asian'), 'sb-layout=asian; path=/; max-age=31536000; samesite=lax'],
    [drawnSettingCookie('sortBy', 'competition'), 'sb-sort=competition; path=/; max-age=31536000; samesite=lax'],
  ])('%s', (cookie, expected) => {
    expect(cookie).toBe(expected);
  });
});

describe('cookieOf', () => {
  it.each([
    ['sb-brand=nova; sb-tz=60', 'sb-brand', 'nova'],
    ['a=1;sb-tz=60,1774746000000:120', 'sb-tz', '60,1774746000000:120'],
    ['xsb-brand=nova', 'sb-brand', undefined],
    ['', 'sb-brand', undefined],
    ['sb-channel=', 'sb-channel', ''],
  ])('%s: %s is %s', (header, name, value) => {
    expect(cookieOf(header, name)).toBe(value);
  });
});
