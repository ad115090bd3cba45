import { SPORTS } from './sports';

/**
 * The scoreboards' backgrounds (spec 2 section 2): a drawing of the pitch, court or table of each sport's
 * family, wide enough for the desktop board and cropped from the middle on mobile. The scoreboard lays a
 * dark veil over it, so the drawings stay muted.
 */
type Family =
  | 'pitch'
  | 'gridiron'
  | 'basketball'
  | 'handball'
  | 'diamond'
  | 'tennis'
  | 'tableTennis'
  | 'volleyball'
  | 'darts'
  | 'snooker'
  | 'cricket'
  | 'esports'
  | 'golf';

const FAMILY_OF: Record<string, Family> = {
  FOOT: 'pitch',
  EFOT: 'pitch',
  AMFB: 'gridiron',
  BASK: 'basketball',
  EBSK: 'basketball',
  HAND: 'handball',
  BASE: 'diamond',
  TENN: 'tennis',
  TABL: 'tableTennis',
  VOLL: 'volleyball',
  DART: 'darts',
  SNOO: 'snooker',
  CRIC: 'cricket',
  CSGO: 'esports',
  LOLS: 'esports',
  GOLF: 'golf',
};

const lines = (body: string, opacity = 0.5) =>
  `<g fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="4">${body}</g>`;
const gradient = (top: string, bottom: string) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#bg)"/>`;
const stripes = (width: number, opacity = 0.07) =>
  `<g fill="#000" fill-opacity="${opacity}">${Array.from({ length: Math.ceil(1200 / width / 2) }, (_, i) => `<rect x="${i * width * 2}" width="${width}" height="400"/>`).join('')}</g>`;

const DRAWINGS: Record<Family, () => string> = {
  pitch: () =>
    gradient('#2f7d3b', '#1b5226') +
    stripes(100) +
    lines(
      '<rect x="40" y="30" width="1120" height="340"/><line x1="600" y1="30" x2="600" y2="370"/><circle cx="600" cy="200" r="70"/>' +
        '<rect x="40" y="110" width="150" height="180"/><rect x="1010" y="110" width="150" height="180"/>' +
        '<rect x="40" y="160" width="50" height="80"/><rect x="1110" y="160" width="50" height="80"/>' +
        '<path d="M190 165a60 60 0 0 1 0 70M1010 165a60 60 0 0 0 0 70"/>',
    ),
  gridiron: () =>
    gradient('#2e7a36', '#1a4f22') +
    '<rect width="110" height="400" fill="#000" fill-opacity=".15"/><rect x="1090" width="110" height="400" fill="#000" fill-opacity=".15"/>' +
    lines(
      Array.from({ length: 11 }, (_, i) => `<line x1="${110 + i * 98}" y1="30" x2="${110 + i * 98}" y2="370"/>`).join('') +
        '<rect x="10" y="30" width="1180" height="340"/>',
      0.45,
    ),
  basketball: () =>
    gradient('#b66a2f', '#7e4219') +
    stripes(40, 0.05) +
    lines(
      '<rect x="40" y="30" width="1120" height="340"/><line x1="600" y1="30" x2="600" y2="370"/><circle cx="600" cy="200" r="60"/>' +
        '<rect x="40" y="140" width="190" height="120"/><rect x="970" y="140" width="190" height="120"/>' +
        '<circle cx="230" cy="200" r="60"/><circle cx="970" cy="200" r="60"/>' +
        '<path d="M40 50h90a175 175 0 0 1 0 300H40M1160 50h-90a175 175 0 0 0 0 300h90"/>',
    ),
  handball: () =>
    gradient('#2169ad', '#123f6e') +
    lines(
      '<rect x="40" y="30" width="1120" height="340"/><line x1="600" y1="30" x2="600" y2="370"/>' +
        '<path d="M40 70a130 130 0 0 1 0 260M1160 70a130 130 0 0 0 0 260"/>' +
        '<path d="M40 30a175 175 0 0 1 0 340M1160 30a175 175 0 0 0 0 340" stroke-dasharray="14 12"/>',
    ),
  diamond: () =>
    gradient('#2f7b39', '#1b4d23') +
    stripes(60, 0.06) +
    '<circle cx="600" cy="230" r="150" fill="#a86f3d" fill-opacity=".8"/><polygon points="600,120 710,230 600,340 490,230" fill="#2f7b39"/>' +
    lines('<polygon points="600,120 710,230 600,340 490,230"/><path d="M600 340L250 -10M600 340L950 -10"/>', 0.6) +
    '<g fill="#fff" fill-opacity=".8"><rect x="592" y="112" width="16" height="16"/><rect x="702" y="222" width="16" height="16"/><rect x="482" y="222" width="16" height="16"/><rect x="592" y="332" width="16" height="16"/></g>',
  tennis: () =>
    gradient('#3a7a55', '#22523a') +
    '<rect x="150" y="60" width="900" height="280" fill="#2c5c96"/>' +
    lines(
      '<rect x="150" y="60" width="900" height="280"/><line x1="150" y1="95" x2="1050" y2="95"/><line x1="150" y1="305" x2="1050" y2="305"/>' +
        '<line x1="360" y1="95" x2="360" y2="305"/><line x1="840" y1="95" x2="840" y2="305"/><line x1="360" y1="200" x2="840" y2="200"/>',
      0.7,
    ) +
    '<line x1="600" y1="40" x2="600" y2="360" stroke="#e9edf2" stroke-opacity=".8" stroke-width="6"/>',
  tableTennis: () =>
    gradient('#15263d', '#0a1422') +
    '<rect x="200" y="70" width="800" height="260" rx="4" fill="#1d4f8a"/>' +
    lines('<rect x="200" y="70" width="800" height="260"/><line x1="200" y1="200" x2="1000" y2="200" stroke-width="2"/>', 0.8) +
    '<line x1="600" y1="50" x2="600" y2="350" stroke="#0a1422" stroke-width="8"/>',
  volleyball: () =>
    gradient('#1f5d8f', '#113858') +
    '<rect x="200" y="60" width="800" height="280" fill="#cf7a2c"/>' +
    lines(
      '<rect x="200" y="60" width="800" height="280"/><line x1="600" y1="40" x2="600" y2="360"/><line x1="467" y1="60" x2="467" y2="340"/><line x1="733" y1="60" x2="733" y2="340"/>',
      0.75,
    ),
  darts: () =>
    gradient('#1a1f27', '#07090c') +
    '<g transform="translate(600 200)">' +
    '<circle r="190" fill="#111"/><circle r="165" fill="#e8dcc0" fill-opacity=".25"/>' +
    '<circle r="158" fill="none" stroke="#b3262d" stroke-width="14"/><circle r="98" fill="none" stroke="#1f7a42" stroke-width="12"/>' +
    `<g stroke="#fff" stroke-opacity=".25" stroke-width="2">${Array.from({ length: 20 }, (_, i) => `<line x1="0" y1="0" x2="${(165 * Math.cos((i * Math.PI) / 10 + Math.PI / 20)).toFixed(1)}" y2="${(165 * Math.sin((i * Math.PI) / 10 + Math.PI / 20)).toFixed(1)}"/>`).join('')}</g>` +
    '<circle r="18" fill="#1f7a42"/><circle r="8" fill="#b3262d"/></g>',
  snooker: () =>
    '<rect width="1200" height="400" fill="#4a2a12"/><rect x="40" y="30" width="1120" height="340" fill="#1e6b3a"/>' +
    lines('<line x1="290" y1="30" x2="290" y2="370"/><path d="M290 140a60 60 0 0 0 0 120"/>', 0.55) +
    '<g fill="#000" fill-opacity=".7"><circle cx="44" cy="34" r="18"/><circle cx="600" cy="30" r="16"/><circle cx="1156" cy="34" r="18"/><circle cx="44" cy="366" r="18"/><circle cx="600" cy="370" r="16"/><circle cx="1156" cy="366" r="18"/></g>' +
    '<g fill-opacity=".85"><circle cx="900" cy="200" r="10" fill="#c62828"/><circle cx="920" cy="190" r="10" fill="#c62828"/><circle cx="920" cy="210" r="10" fill="#c62828"/><circle cx="1040" cy="200" r="10" fill="#111"/><circle cx="250" cy="200" r="10" fill="#f2f2f2"/></g>',
  cricket: () =>
    gradient('#2f7b3b', '#1a4d24') +
    '<ellipse cx="600" cy="200" rx="560" ry="260" fill="#378a44" fill-opacity=".6"/>' +
    lines(
      '<ellipse cx="600" cy="200" rx="540" ry="240"/><ellipse cx="600" cy="200" rx="230" ry="120" stroke-dasharray="12 10"/>',
      0.45,
    ) +
    '<rect x="470" y="182" width="260" height="36" fill="#c9b27c" fill-opacity=".9"/>' +
    lines('<line x1="500" y1="182" x2="500" y2="218"/><line x1="700" y1="182" x2="700" y2="218"/>', 0.8),
  esports: () =>
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1256"/><stop offset="1" stop-color="#0b1f45"/></linearGradient></defs><rect width="1200" height="400" fill="url(#bg)"/>' +
    `<g stroke="#5ee7ff" stroke-opacity=".18" stroke-width="2">${Array.from({ length: 13 }, (_, i) => `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="400"/>`).join('')}${Array.from({ length: 5 }, (_, i) => `<line x1="0" y1="${i * 100}" x2="1200" y2="${i * 100}"/>`).join('')}</g>` +
    '<polygon points="600,90 695,145 695,255 600,310 505,255 505,145" fill="none" stroke="#c86bff" stroke-opacity=".5" stroke-width="5"/>',
  golf: () =>
    gradient('#3d8a46', '#1f5527') +
    '<ellipse cx="760" cy="230" rx="300" ry="120" fill="#5aa85f" fill-opacity=".7"/><ellipse cx="300" cy="300" rx="150" ry="50" fill="#d8c48a" fill-opacity=".7"/>' +
    '<circle cx="820" cy="235" r="9" fill="#0c1f0e"/><line x1="820" y1="235" x2="820" y2="90" stroke="#f2f2f2" stroke-width="4"/><polygon points="820,90 900,112 820,134" fill="#d23c3c"/>',
};

/** Every catalogue sport has a drawing; a sport without a family of its own gets a plain dark gradient. */
const BACKGROUNDS = new Map(
  SPORTS.map((sport) => {
    const family = FAMILY_OF[sport.code];
    const body = family ? DRAWINGS[family]() : gradient('#2b3645', '#0d1218');
    return [
      sport.code,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" preserveAspectRatio="xMidYMid slice">${body}</svg>`,
    ];
  }),
);

/** The sport's background as an SVG document, drawn once at start; undefined for a code the catalogue lacks. */
export const sportBackground = (code: string): string | undefined => BACKGROUNDS.get(code);
