import { outcomeClick, type OutcomeClick } from './visitorClick';

describe("a visitor's click asks for login (spec 2 section 4)", () => {
  const table: Array<[string, boolean, boolean, boolean, boolean, OutcomeClick]> = [
    // case, logged in, retail codes, on slip, embedded, what the click does
    ['a player adds an outcome', true, false, false, false, 'toggle'],
    ['a player removes an outcome', true, false, true, false, 'toggle'],
    ['a player inside a partner page adds one', true, false, false, true, 'toggle'],
    ['a visitor clicks a new outcome: login', false, false, false, false, 'ask-login'],
    ['a visitor inside a partner page: the parent is asked', false, false, false, true, 'ask-parent-login'],
    ['a visitor on a retail-code brand fills the slip', false, true, false, false, 'toggle'],
    ['a visitor on a retail-code brand, embedded, fills the slip too', false, true, false, true, 'toggle'],
    ['a visitor removes an outcome already on the slip', false, false, true, false, 'toggle'],
    ['a player on a retail-code brand', true, true, false, false, 'toggle'],
  ];
  it.each(table)('%s', (_case, loggedIn, retailCodes, onSlip, embedded, expected) => {
    expect(outcomeClick({ loggedIn, retailCodes, onSlip, embedded })).toBe(expected);
  });
});
