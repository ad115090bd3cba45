import { bookingCodeIn, bookingCodeLink, formatBookingCode, normaliseBookingCode } from './bookingCode';

describe('booking codes are read as a player types them', () => {
  const table: Array<[string, string, string | null]> = [
    // case, typed, the code
    ['as shown', '7KQ2-M9XD', '7KQ2M9XD'],
    ['lower case, no dash', '7kq2m9xd', '7KQ2M9XD'],
    ['spaces between the groups', ' 7KQ2 M9XD ', '7KQ2M9XD'],
    ['o for zero, i and l for one', 'O1IL-AB2C', '0111AB2C'],
    ['U is not a letter of the code', 'UKQ2-M9XD', null],
    ['one letter short', '7KQ2-M9X', null],
    ['one letter too many', '7KQ2-M9XDA', null],
    ['punctuation', '7KQ2/M9XD', null],
    ['empty', '', null],
    ['very long input is refused before it is read', 'A'.repeat(5000), null],
  ];
  it.each(table)('%s', (_case, typed, code) => {
    expect(normaliseBookingCode(typed)).toBe(code);
  });
});

describe('a shared link carries the code', () => {
  it('shows the code in two groups of four', () => {
    expect(formatBookingCode('7KQ2M9XD')).toBe('7KQ2-M9XD');
  });
  it("puts the code on the player's page, its query kept", () => {
    expect(bookingCodeLink('https://bet.example/en/sports/240-FOOT?brand=savanna#top', '7KQ2M9XD')).toBe(
      'https://bet.example/en/sports/240-FOOT?brand=savanna&bookingCode=7KQ2-M9XD',
    );
    expect(bookingCodeLink('https://bet.example/en/homepage?bookingCode=AAAA-AAAA', '7KQ2M9XD')).toBe(
      'https://bet.example/en/homepage?bookingCode=7KQ2-M9XD',
    );
  });
  it("is read back from the page's query", () => {
    expect(bookingCodeIn('?bookingCode=7kq2-m9xd&brand=savanna')).toBe('7KQ2M9XD');
    expect(bookingCodeIn('?bookingCode=ab-12')).toBeNull();
    expect(bookingCodeIn('?brand=savanna')).toBeNull();
  });
});
