import type { Stream } from '@sportsbook/contracts';
import { isStreamingSport, streamAllowed, streamAvailable } from './streamAccess';
import { loadCountryTables, type CountryTables } from '../countries/countries';

let countries: CountryTables;
beforeAll(async () => {
  countries = await loadCountryTables();
});

const blocked: Pick<Stream, 'blocked_countries'> = { blocked_countries: ['US', 'FR'] };
const allowed: Pick<Stream, 'allowed_countries' | 'blocked_countries'> = {
  allowed_countries: ['GB', 'KE'],
  blocked_countries: ['GB'],
};

describe('stream access (spec 2 sections 5 and 10)', () => {
  it.each([
    ['VICR', true],
    ['EBSK', true],
    ['EFOT', true],
    ['CSGO', true],
    ['LOLS', true],
    ['DOTA', true],
    ['VKBD', true],
    ['ECRI', true],
    ['FOOT', false],
    ['TENN', false],
    ['csgo', false],
    ['', false],
  ])('%s is a streaming sport: %s', (code, expected) => {
    expect(isStreamingSport(code)).toBe(expected);
  });

  it.each([
    ['a country on the allowed list', allowed, 'KE', true],
    ['a country off the allowed list (the blocked list is ignored then)', allowed, 'DE', false],
    ['the allowed list over the blocked list', allowed, 'GB', true],
    ['a blocked country', blocked, 'US', false],
    ['a blocked country in lower case', blocked, 'fr', false],
    ['a country not blocked', blocked, 'GB', true],
    ['anywhere without lists', {}, 'US', true],
    ['nowhere with an empty allowed list', { allowed_countries: [] }, 'GB', false],
    // Feeds write their lists in three-letter codes or names: KE is KEN is Kenya (spec 1 section 9's tables).
    ['a country on a three-letter allowed list', { allowed_countries: ['GBR', 'KEN'] }, 'KE', true],
    ['a country off a three-letter allowed list', { allowed_countries: ['GBR', 'KEN'] }, 'DE', false],
    ['a country blocked by three-letter code', { blocked_countries: ['USA', 'FRA'] }, 'US', false],
    ['a country blocked by name', { blocked_countries: ['United States', 'France'] }, 'fr', false],
    ['a country not blocked by name', { blocked_countries: ['United States'] }, 'GB', true],
    ['an unknown viewer country on an allowed list', { allowed_countries: ['GBR'] }, 'ZZ', false],
    ['an unknown viewer country where only others are blocked', { blocked_countries: ['USA'] }, 'ZZ', true],
  ])('country check: %s', (_what, stream, country, expected) => {
    expect(streamAllowed(stream, country, countries)).toBe(expected);
  });

  it.each([
    ['blocked country, IP on the list', blocked, 'US', '10.0.0.7', ['10.0.0.7'], true],
    ['blocked country, IP off the list', blocked, 'US', '10.0.0.8', ['10.0.0.7'], false],
    ['country not allowed, IP on the list', allowed, 'DE', '10.0.0.7', ['10.0.0.7'], true],
    ['country passes, no list', blocked, 'GB', '10.0.0.8', [], true],
  ])('availability: %s', (_what, stream, country, clientIp, allowedIps, expected) => {
    expect(streamAvailable(stream, { country, clientIp, allowedIps, countries })).toBe(expected);
  });
});
