import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { foldName } from './foldName';

describe('foldName', () => {
  const cases: [string, string][] = [
    ['Atlético Costa', 'atletico costa'],
    ['  REAL   almedina ', 'real almedina'],
    ['Fußball', 'fussball'],
    ['D. Petrović', 'd petrovic'],
    ['Ｒｅａｌ', 'real'],
    ["x'; DROP TABLE teams;--", 'x drop table teams'],
    ['a\u0000b', 'a b'],
    ['足球', '足球'],
    ['Футбол', 'футбол'],
    ['🙂🙂', ''],
    ['\ud800', ''],
  ];
  for (const [text, folded] of cases)
    it(`reads ${JSON.stringify(text)} as ${JSON.stringify(folded)}`, () => assert.equal(foldName(text), folded));
});
