import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { jackpotBet, sampleBet, sampleLeg } from '../testing/sampleBets';
import { type MyBet } from '@sportsbook/contracts';
import { betTypeName } from '@sportsbook/domain';

/** My bets names a bet from its kind, type id and legs, in its own namespace. */
const nameOf = (bet: MyBet) => betTypeName({ kind: bet.kind, betTypeId: bet.betTypeId, legs: bet.selections.length }, 'mybets');
const legs = (n: number) => Array.from({ length: n }, (_, i) => sampleLeg({ outcomeId: 500 + i }));
const LOCALES = path.join(__dirname, '..', 'locales');
const languages = readdirSync(LOCALES).map((file) => file.replace('.json', ''));

/** The page's i18next as the shell sets it up: `section.key` keys in the mybets namespace. */
async function textsIn(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: false,
    nsSeparator: '.',
    ns: ['mybets'],
    resources: Object.fromEntries(
      [lng, 'en'].map((code) => {
        const flat: Record<string, string> = JSON.parse(readFileSync(path.join(LOCALES, `${code}.json`), 'utf8'));
        return [code, { mybets: Object.fromEntries(Object.entries(flat).map(([k, v]) => [k.replace(/^mybets\./, ''), v])) }];
      }),
    ),
  });
  return (bet: MyBet) => {
    const name = nameOf(bet)!;
    return instance.t(name.key, { size: name.size, defaultValue: name.defaultValue });
  };
}

describe('bet type names by stable code', () => {
  it.each([
    ['a single', 1, 1, 'mybets.betType.single', undefined],
    ['a multiple of 2', 200002, 2, 'mybets.betType.double', undefined],
    ['a multiple of 3', 200002, 3, 'mybets.betType.treble', undefined],
    ['a multiple of 5', 200002, 5, 'mybets.betType.fold', 5],
    ['all doubles of 4', 300002, 4, 'mybets.betType.doubles', undefined],
    ['all trebles of 4', 300003, 4, 'mybets.betType.trebles', undefined],
    ['all 4-folds of 6', 300004, 6, 'mybets.betType.folds', 4],
    ['all 12-folds of 13', 300012, 13, 'mybets.betType.folds', 12],
    ['a Trixie', 300019, 3, 'mybets.betType.trixie', undefined],
    ['a Lucky 15', 300022, 4, 'mybets.betType.lucky15', undefined],
    ['a Super Heinz', 300059, 7, 'mybets.betType.superHeinz', undefined],
    ['a Goliath', 300060, 8, 'mybets.betType.goliath', undefined],
  ])('%s (type %i, %i legs) is %s', (_name, betTypeId, n, key, size) => {
    const bet = sampleBet({ kind: betTypeId === 1 ? 'single' : betTypeId === 200002 ? 'multiple' : 'system', betTypeId });
    const name = nameOf({ ...bet, selections: legs(n) });
    expect([name?.key, name?.size]).toEqual([key, size]);
  });

  it.each([
    ['a jackpot bet (named by its jackpot)', { ...jackpotBet() }],
    ['a type the front end does not know', sampleBet({ kind: 'system', betTypeId: 300099 })],
    ['a multiple of one leg (not a multiple)', sampleBet({ kind: 'multiple', betTypeId: 200002 })],
  ])('%s keeps the platform description', (_name, bet) => {
    expect(nameOf(bet)).toBeNull();
  });

  it.each([
    ['en', 'Single', 'Double', '4-Fold', '5-Folds', 'Trixie'],
    ['de', 'Einzelwette', 'Zweierkombi', '4er-Kombi', 'Alle 5er-Kombis', 'Trixie'],
    ['fr', 'Pari simple', 'Combiné double', 'Combiné de 4', 'Tous les combinés de 5', 'Trixie'],
    ['es', 'Sencilla', 'Doble', 'Combinada de 4', 'Todas las combinadas de 5', 'Trixie'],
    ['zh', '单关', '2串1', '4串1', '全部5串1', '3串4'],
    ['th', 'เดิมพันเดี่ยว', 'สเต็ป 2', 'สเต็ป 4', 'สเต็ป 5 ทั้งหมด', 'ทริกซี'],
  ])('in %s: %s, %s, %s, %s, %s', async (lng, single, double, fourFold, fiveFolds, trixie) => {
    const name = await textsIn(lng);
    const bet = (betTypeId: number, n: number) => ({ ...sampleBet({ betTypeId }), selections: legs(n) });
    expect([name(bet(1, 1)), name(bet(200002, 2)), name(bet(200002, 4)), name(bet(300005, 7)), name(bet(300019, 3))]).toEqual([
      single,
      double,
      fourFold,
      fiveFolds,
      trixie,
    ]);
  });

  it('every language names the plain types in its own words, never the English ones', async () => {
    const english = await textsIn('en');
    const plain = [1, 2, 3, 4].map((n) => ({ ...sampleBet({ betTypeId: n === 1 ? 1 : 200002 }), selections: legs(n) }));
    for (const lng of languages.filter((code) => code !== 'en')) {
      const name = await textsIn(lng);
      for (const bet of plain) expect(`${lng}: ${name(bet)}`).not.toBe(`${lng}: ${english(bet)}`);
    }
  });
});
