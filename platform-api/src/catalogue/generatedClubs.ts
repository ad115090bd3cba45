import { Rng } from '../trading/rng';

/**
 * Clubs and players made up from syllable tables, so a league has enough teams for a season whose fixture
 * and reverse fixture are weeks apart while dozens of matches are in play at the simulator's speed (see
 * trading/seasonPlan.ts). Each flavour reads like its country or sport: "Ashbury Rovers", "CD Valdemar",
 * "SV Lindenfeld", "K. Morsen". Names are a pure function of the league, so every start seeds the same clubs.
 */
interface Flavour {
  /** Builds one name from a draw of the tables; `pick` chooses an entry of a list. */
  make(pick: <T>(list: readonly T[]) => T): string;
}

const place = (starts: readonly string[], ends: readonly string[]) => (pick: <T>(list: readonly T[]) => T) =>
  pick(starts) + pick(ends);

const english = place(
  [
    'Ash',
    'Brad',
    'Craw',
    'Dun',
    'Elm',
    'Fair',
    'Glen',
    'Hart',
    'Kings',
    'Lang',
    'Mar',
    'Nor',
    'Oak',
    'Pem',
    'Red',
    'Sand',
    'Thorn',
    'Wex',
    'Whit',
    'Stan',
    'Bex',
    'Chel',
    'Hol',
    'Mil',
  ],
  ['ford', 'ley', 'ton', 'bury', 'wick', 'field', 'ham', 'stead', 'mouth', 'bridge', 'port', 'gate', 'well', 'combe'],
);
const spanish = place(
  [
    'Val',
    'Mont',
    'Alca',
    'Torre',
    'Vila',
    'Sal',
    'Cas',
    'Bena',
    'Ler',
    'Mora',
    'Alme',
    'Gra',
    'Pal',
    'Rio',
    'Sier',
    'Cam',
    'Olme',
    'Santa',
  ],
  ['dena', 'lera', 'mar', 'nova', 'rosa', 'verde', 'lares', 'blanca', 'alta', 'mira', 'dolid', 'sanz', 'cena', 'jón'],
);
const german = place(
  [
    'Rhein',
    'Elb',
    'Linden',
    'Marien',
    'Ober',
    'Nieder',
    'Alten',
    'Neu',
    'Kalt',
    'Wald',
    'Stein',
    'Berg',
    'Rosen',
    'Eich',
    'Hohen',
    'Sonnen',
  ],
  ['au', 'feld', 'heim', 'stadt', 'dorf', 'burg', 'hausen', 'bach', 'tal', 'hof', 'berg', 'brück', 'kirchen', 'wald'],
);
const italian = place(
  ['Monte', 'Val', 'Castel', 'Porto', 'San', 'Rocca', 'Villa', 'Borgo', 'Torre', 'Campo', 'Fonte', 'Colle', 'Ponte', 'Lago'],
  ['vario', 'fiore', 'nuovo', 'bello', 'rosso', 'marino', 'verde', 'alto', 'franco', 'sereno', 'doro', 'luce', 'vento', 'lungo'],
);
const kenyan = place(
  ['Ki', 'Ma', 'Nya', 'Ka', 'Mu', 'Wa', 'Lo', 'Ta', 'Ga', 'Em', 'Bu', 'Ke', 'Ol', 'Nja'],
  ['sumu', 'lindi', 'heri', 'tale', 'nga', 'rara', 'buru', 'ngo', 'wanda', 'mba', 'kuru', 'lolo', 'riki', 'sii'],
);
const american = place(
  [
    'Spring',
    'River',
    'Lake',
    'Fort',
    'Green',
    'Cedar',
    'Oak',
    'Silver',
    'Clear',
    'Pine',
    'Red',
    'Stone',
    'Maple',
    'Union',
    'Grand',
    'Fair',
  ],
  ['field', 'ton', 'ville', 'dale', 'wood', 'port', 'view', 'ford', 'mont', 'brook', ' City', ' Falls', 'haven', ' Park'],
);
const european = place(
  ['Var', 'Sava', 'Nem', 'Ari', 'Dra', 'Lju', 'Kra', 'Tal', 'Bel', 'Zag', 'Pol', 'Ves', 'Mar', 'Ost'],
  ['ena', 'grad', 'unas', 'ovo', 'itsa', 'ava', 'inje', 'ano', 'ersk', 'enia', 'avia', 'ora', 'ica', 'ona'],
);
const indian = place(
  ['Ra', 'Nag', 'Sur', 'Vijay', 'Ma', 'Kan', 'Luck', 'Bho', 'Indo', 'Amri', 'Coi', 'Hyder', 'Gwa', 'Ran'],
  ['pur', 'abad', 'nagar', 'garh', 'kot', 'ore', 'wada', 'tsar', 'mbatore', 'chi', 'lior', 'nath', 'gaon', 'pat'],
);
const australian = place(
  ['Wol', 'Bal', 'Gee', 'Too', 'Ben', 'Cairn', 'Bund', 'Dar', 'Towns', 'Mil', 'Warr', 'Mack', 'Alb', 'Kal'],
  ['long', 'larat', 'digo', 'woomba', 'aberg', 'win', 'ville', 'dura', 'nambool', 'ay', 'ury', 'goorlie', 'ton', 'ara'],
);
const danish = place(
  ['Hol', 'Skov', 'Ran', 'Vi', 'Svend', 'Ring', 'Sil', 'Her', 'Hjør', 'Nyk', 'Fred', 'Lem', 'Tøn', 'Grind'],
  ['bæk', 'borg', 'ders', 'ing', 'by', 'sted', 'lund', 'rup', 'købing', 'havn', 'vig', 'sted', 'der', 'holm'],
);
const surnames = place(
  ['Ber', 'Kal', 'Mor', 'Dan', 'Vel', 'Han', 'Lin', 'Sor', 'Tam', 'Ros', 'Ful', 'Gar', 'Pet', 'Nov', 'Hal', 'Mac'],
  ['ger', 'sen', 'ini', 'ov', 'ez', 'ström', 'ski', 'ard', 'ton', 'elli', 'ić', 'berg', 'kin', 'ley'],
);
const INITIALS = 'ABCDEFGHIJKLMNOPRSTVWY'.split('');
const ESPORTS_WORDS = [
  'Azure',
  'Crimson',
  'Golden',
  'Iron',
  'Shadow',
  'Polar',
  'Silent',
  'Burning',
  'Frozen',
  'Savage',
  'Electric',
  'Phantom',
  'Rapid',
  'Lunar',
  'Solar',
  'Wild',
];
const ESPORTS_NAMES = [
  'Dragons',
  'Wolves',
  'Tigers',
  'Ravens',
  'Vipers',
  'Titans',
  'Knights',
  'Owls',
  'Spartans',
  'Falcons',
  'Sharks',
  'Rhinos',
  'Cobras',
  'Bears',
];
const GAMER_TAGS = [
  'Ace',
  'Vex',
  'Rio',
  'Blaze',
  'Nico',
  'Jet',
  'Ghost',
  'Nova',
  'Flash',
  'Zed',
  'Kid',
  'Max',
  'Sly',
  'Dot',
  'Fox',
  'Ink',
  'Orb',
  'Ray',
];

const club = (town: (pick: <T>(list: readonly T[]) => T) => string, before: string[], after: string[]): Flavour => ({
  make: (pick) => {
    const name = town(pick);
    const affix = pick([...before.map((b) => `${b} ${name}`), ...after.map((a) => `${name} ${a}`)]);
    return affix;
  },
});

const FLAVOURS: Record<string, Flavour> = {
  england: club(
    english,
    [],
    ['United', 'Town', 'City', 'Rovers', 'Athletic', 'Wanderers', 'Albion', 'County', 'Rangers', 'Borough'],
  ),
  spain: club(spanish, ['Real', 'CD', 'UD', 'CF', 'Atlético', 'Deportivo', 'Racing', 'Sporting', 'SD'], []),
  germany: club(german, ['FC', 'SV', 'TSV', 'VfB', 'SC', 'VfL', 'Eintracht', 'Fortuna', 'Borussia', 'SpVgg'], []),
  italy: club(italian, ['AC', 'AS', 'US', 'FC', 'SS', 'Calcio', 'Sporting', 'Virtus'], []),
  kenya: club(
    kenyan,
    [],
    ['Stars', 'Lions', 'Leopards', 'Eagles', 'Rhinos', 'Sharks', 'Buffaloes', 'Warriors', 'Hawks', 'Gazelles'],
  ),
  usa: club(
    american,
    [],
    ['Pioneers', 'Miners', 'Comets', 'Stallions', 'Bears', 'Bolts', 'Kings', 'Giants', 'Outlaws', 'Express', 'Hawks', 'Rockets'],
  ),
  europe: club(european, ['BC', 'KK', 'Olimpia', 'Partizan'], ['Basket']),
  india: club(indian, [], ['Kings', 'Royals', 'Titans', 'Warriors', 'Chargers', 'Strikers', 'Super Giants', 'Knights']),
  australia: club(australian, [], ['Surf', 'Heat', 'Gales', 'Strikers XI', 'Thunder', 'Stars', 'Hurricanes', 'Renegades']),
  denmark: club(danish, ['HK', 'HC'], ['Håndbold', 'Vikings', 'Storm', 'Bulls']),
  volley: club(italian, [], ['Volley', 'Spike', 'Block', 'Net', 'Serve', 'Ace']),
  players: { make: (pick) => `${pick(INITIALS)}. ${surnames(pick)}` },
  esports: { make: (pick) => `${pick(ESPORTS_WORDS)} ${pick(ESPORTS_NAMES)}` },
  efootball: { make: (pick) => `${pick([english, spanish, german, italian])(pick)} (${pick(GAMER_TAGS)})` },
  ebasketball: { make: (pick) => `${american(pick)} (${pick(GAMER_TAGS)})` },
};

/** Which tables a league's clubs come from: individual sports have players, the rest the country's clubs. */
export function flavourOf(sportCode: string, country: string): string {
  if (['TENN', 'DART', 'TABL', 'SNOO', 'GOLF'].includes(sportCode)) return 'players';
  if (sportCode === 'CSGO' || sportCode === 'LOLS') return 'esports';
  if (sportCode === 'EFOT') return 'efootball';
  if (sportCode === 'EBSK') return 'ebasketball';
  if (sportCode === 'VOLL') return 'volley';
  const byCountry: Record<string, string> = {
    England: 'england',
    Spain: 'spain',
    Germany: 'germany',
    Italy: 'italy',
    Kenya: 'kenya',
    USA: 'usa',
    Europe: 'europe',
    India: 'india',
    Australia: 'australia',
    Denmark: 'denmark',
  };
  return byCountry[country] ?? 'england';
}

/**
 * `count` more names for a league, none equal to a name it already has nor to one another. The draw is
 * seeded by the league's id, so the same league always gets the same clubs in the same order.
 */
export function generatedClubs(leagueId: number, flavour: string, existing: readonly string[], count: number): string[] {
  const rng = new Rng(leagueId);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng.next() * list.length)];
  const taken = new Set(existing);
  const names: string[] = [];
  const make = FLAVOURS[flavour].make;
  for (let attempt = 0; names.length < count; attempt++) {
    if (attempt > count * 200) throw new Error(`the ${flavour} tables cannot make ${count} distinct names`);
    const name = make(pick);
    if (taken.has(name)) continue;
    taken.add(name);
    names.push(name);
  }
  return names;
}
