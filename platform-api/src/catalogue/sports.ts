/**
 * The catalogue the platform trades: sports with their spec ids and codes, the way each is played
 * (which decides its clock, scoreboard and markets), and real-sounding countries, leagues and teams.
 */
export type PlayStyle = 'goals' | 'quarters' | 'halves' | 'innings' | 'sets' | 'match-score' | 'cricket' | 'outright';

export interface LeagueDef {
  name: string;
  /** Knock-out competitions go to extra time and penalties when level. */
  cup?: boolean;
  teams: string[];
}

export interface SportDef {
  id: number;
  code: string;
  name: string;
  style: PlayStyle;
  countries: { name: string; leagues: LeagueDef[] }[];
}

const clubs = (...names: string[]) => names;

/**
 * Teams per league, named clubs first and generated ones (catalogue/generatedClubs.ts) after them. A league's
 * share of the kick-offs that keep matches in play sets how fast its rounds come; these sizes make a season
 * long enough that a fixture and its reverse are at least two weeks apart at the default speed (the football
 * leagues have the most kick-offs, so the most teams). trading/seasonPlan.test.ts checks the figure.
 */
export const LEAGUE_TEAMS: Record<string, number> = { FOOT: 140, BASK: 100, TENN: 100 };
export const OTHER_LEAGUE_TEAMS = 72;
export const leagueTeamCount = (sport: SportDef) =>
  sport.style === 'outright' ? 0 : (LEAGUE_TEAMS[sport.code] ?? OTHER_LEAGUE_TEAMS);

export const SPORTS: SportDef[] = [
  {
    id: 240,
    code: 'FOOT',
    name: 'Football',
    style: 'goals',
    countries: [
      {
        name: 'England',
        leagues: [
          {
            name: 'Premier Division',
            teams: clubs(
              'Northbridge United',
              'Kingsport City',
              'Ashford Rovers',
              'Harrowgate Athletic',
              'Westmere Town',
              'Blackwater Wanderers',
              'Redcliffe Albion',
              'Elmstead Forest',
              'Castleford Villa',
              'Thornbury Hotspur',
            ),
          },
          {
            name: 'Challenge Cup',
            cup: true,
            teams: clubs(
              'Dunmore Rangers',
              'Selby Borough',
              'Wexham Town',
              'Crayford United',
              'Oakley Park',
              'Brampton Athletic',
            ),
          },
        ],
      },
      {
        name: 'Spain',
        leagues: [
          {
            name: 'Primera Liga',
            teams: clubs(
              'Real Almedina',
              'Atlético Costa',
              'CD Valdemoro',
              'Sporting Alcora',
              'UD Montserra',
              'Racing Tordera',
              'CF Bellavista',
              'Deportivo Lucena',
            ),
          },
        ],
      },
      {
        name: 'Germany',
        leagues: [
          {
            name: 'Erste Liga',
            teams: clubs(
              'FC Rheinau',
              'SV Elbstadt',
              'Borussia Kaltental',
              'VfB Oberhaven',
              'Eintracht Wendel',
              'TSV Marienfeld',
              'SC Lindenau',
              'Fortuna Nordheim',
            ),
          },
        ],
      },
      {
        name: 'Italy',
        leagues: [
          {
            name: 'Serie Alta',
            teams: clubs(
              'AC Montevario',
              'Inter Castello',
              'SS Portobello',
              'US Valdarno',
              'AS Rocca',
              'FC Sanmarco',
              'Calcio Belvedere',
              'Sporting Trevi',
            ),
          },
        ],
      },
      {
        name: 'Kenya',
        leagues: [
          {
            name: 'National Premier League',
            teams: clubs(
              'Nairobi Stars',
              'Mombasa Mariners',
              'Kisumu Lakers',
              'Nakuru Flamingos',
              'Eldoret Runners',
              'Thika Falcons',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 227,
    code: 'BASK',
    name: 'Basketball',
    style: 'quarters',
    countries: [
      {
        name: 'USA',
        leagues: [
          {
            name: 'Pro Basketball Association',
            teams: clubs(
              'Portland Pioneers',
              'Memphis Blues',
              'Denver Summit',
              'Orlando Tide',
              'Oakland Redwoods',
              'Chicago Wind',
              'Phoenix Flares',
              'Boston Harbor',
            ),
          },
        ],
      },
      {
        name: 'Europe',
        leagues: [
          {
            name: 'Euro Basket League',
            teams: clubs(
              'Olimpia Varena',
              'Partizan Sava',
              'Maccabi Yarden',
              'Panathinaikos Arion',
              'Zalgiris Nemunas',
              'Real Castilla Basket',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 239,
    code: 'TENN',
    name: 'Tennis',
    style: 'sets',
    countries: [
      {
        name: 'ATP',
        leagues: [
          {
            name: 'Riviera Open',
            teams: clubs(
              'M. Castellano',
              'J. Lindqvist',
              'A. Moreau',
              'D. Petrović',
              'K. Tanaka',
              'L. Oduya',
              'R. Halvorsen',
              'T. Brennan',
            ),
          },
        ],
      },
      {
        name: 'WTA',
        leagues: [
          {
            name: 'Harbour Classic',
            teams: clubs(
              'S. Ivanova',
              'E. Laurent',
              'M. Okafor',
              'A. Svensson',
              'C. Delgado',
              'N. Kowalski',
              'H. Park',
              'J. Whitfield',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 215,
    code: 'CRIC',
    name: 'Cricket',
    style: 'cricket',
    countries: [
      {
        name: 'India',
        leagues: [
          {
            name: 'Premier T20',
            teams: clubs(
              'Mumbai Monsoons',
              'Chennai Chargers',
              'Delhi Dynamos',
              'Kolkata Comets',
              'Jaipur Jewels',
              'Pune Panthers',
            ),
          },
        ],
      },
      {
        name: 'Australia',
        leagues: [
          { name: 'Big Bash Cup', teams: clubs('Sydney Surf', 'Perth Scorchers XI', 'Adelaide Strikers XI', 'Hobart Gales') },
        ],
      },
    ],
  },
  {
    id: 241,
    code: 'AMFB',
    name: 'American Football',
    style: 'quarters',
    countries: [
      {
        name: 'USA',
        leagues: [
          {
            name: 'National Gridiron League',
            teams: clubs(
              'Houston Drillers',
              'Seattle Sounders FC',
              'Detroit Engines',
              'Miami Marlins FC',
              'Kansas Plains',
              'Buffalo Herd',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 226,
    code: 'BASE',
    name: 'Baseball',
    style: 'innings',
    countries: [
      {
        name: 'USA',
        leagues: [
          {
            name: 'Major Diamond League',
            teams: clubs(
              'Brooklyn Bridges',
              'St. Louis Arches',
              'San Diego Sails',
              'Cleveland Steel',
              'Atlanta Peaches',
              'Texas Longhorns BC',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 228,
    code: 'HAND',
    name: 'Handball',
    style: 'halves',
    countries: [
      {
        name: 'Denmark',
        leagues: [
          {
            name: 'Håndboldligaen',
            teams: clubs(
              'Aalborg Vikings',
              'Odense Ravens',
              'Skjern Storm',
              'Holstebro Hawks',
              'Bjerringbro Bulls',
              'Kolding Knights',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 229,
    code: 'DART',
    name: 'Darts',
    style: 'sets',
    countries: [
      {
        name: 'World',
        leagues: [
          {
            name: 'Darts Premier Series',
            teams: clubs('P. van Dijk', 'G. Hartley', 'M. O’Shea', 'R. Kowalczyk', 'J. Mbeki', 'D. Lindgren'),
          },
        ],
      },
    ],
  },
  {
    id: 230,
    code: 'TABL',
    name: 'Table Tennis',
    style: 'sets',
    countries: [
      {
        name: 'World',
        leagues: [
          { name: 'Pro Table Tennis Cup', teams: clubs('L. Chen', 'H. Sato', 'O. Brandt', 'F. Rossi', 'K. Nowak', 'Y. Kim') },
        ],
      },
    ],
  },
  {
    id: 231,
    code: 'VOLL',
    name: 'Volleyball',
    style: 'sets',
    countries: [
      {
        name: 'Italy',
        leagues: [
          {
            name: 'SuperVolley',
            teams: clubs(
              'Volley Trentino Alto',
              'Modena Spike',
              'Perugia Block',
              'Civitanova Net',
              'Piacenza Serve',
              'Verona Ace',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 232,
    code: 'SNOO',
    name: 'Snooker',
    style: 'match-score',
    countries: [
      {
        name: 'World',
        leagues: [
          {
            name: 'Masters Invitational',
            teams: clubs('R. Sullivan', 'J. Higgs', 'M. Selby-Hart', 'D. Zhou', 'N. Robertsen', 'K. Wilson-Day'),
          },
        ],
      },
    ],
  },
  {
    id: 233,
    code: 'CSGO',
    name: 'Counter-Strike',
    style: 'match-score',
    countries: [
      {
        name: 'International',
        leagues: [
          {
            name: 'Global Strike Masters',
            teams: clubs('Team Vortex', 'Nordic Wolves', 'Red Phoenix', 'Iron Legion', 'Shadow Five', 'Polar Tigers'),
          },
        ],
      },
    ],
  },
  {
    id: 234,
    code: 'LOLS',
    name: 'League of Legends',
    style: 'match-score',
    countries: [
      {
        name: 'International',
        leagues: [
          {
            name: 'Rift Championship',
            teams: clubs('Azure Dragons', 'Crimson Tide Gaming', 'Golden Lions', 'Night Owls', 'Storm Riders', 'Jade Serpents'),
          },
        ],
      },
    ],
  },
  {
    id: 235,
    code: 'EFOT',
    name: 'Esports Football',
    style: 'goals',
    countries: [
      {
        name: 'Esports',
        leagues: [
          {
            name: 'eFootball Battle League',
            teams: clubs(
              'Northbridge (Ace)',
              'Real Almedina (Kane)',
              'FC Rheinau (Vex)',
              'AC Montevario (Rio)',
              'Kingsport (Blaze)',
              'Atlético Costa (Nico)',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 236,
    code: 'EBSK',
    name: 'Esports Basketball',
    style: 'quarters',
    countries: [
      {
        name: 'Esports',
        leagues: [
          {
            name: 'eBasketball Battle League',
            teams: clubs(
              'Portland (Jet)',
              'Memphis (Ghost)',
              'Denver (Nova)',
              'Orlando (Flash)',
              'Chicago (Zed)',
              'Boston (Kid)',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 237,
    code: 'GOLF',
    name: 'Golf',
    style: 'outright',
    countries: [
      {
        name: 'World',
        leagues: [
          {
            name: 'Coastal Championship',
            teams: clubs(
              'R. McAllister',
              'J. Thornton',
              'S. Nakamura',
              'C. Ortega',
              'B. Lindholm',
              'T. Whitaker',
              'V. Singh-Rao',
              'P. Fairbanks',
              'D. Okoye',
              'M. Rasmussen',
              'A. Cortez',
              'E. Haldane',
            ),
          },
        ],
      },
    ],
  },
];

/** Special event-path ids of the spec. */
export const SPECIAL_PATHS = [
  { id: 10000, description: 'Favourites' },
  { id: 10001, description: 'Homepage' },
  { id: 10002, description: 'Jackpot Bet' },
];

export const sportByCode = (code: string) => SPORTS.find((sport) => sport.code === code);

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
