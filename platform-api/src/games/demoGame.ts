/**
 * The demo games the platform serves in place of the third-party providers: one small page per provider
 * kind that plays a round out in the browser and settles it, so a game section's frame shows a game that
 * moves. A real provider would price and settle on its own servers; these stake nothing.
 */
export type GameKind = 'race' | 'match' | 'draw';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The game's script: plain browser code, one round after another, each settled with its result. */
const SCRIPTS: Record<GameKind, string> = {
  race: `
const names = ['Thunder', 'Blue Comet', 'Night Owl', 'Red Rum', 'Sandstorm', 'Lucky Star'];
const track = document.getElementById('track');
const status = document.getElementById('status');
let round = 0;
function race() {
  round += 1;
  track.innerHTML = '';
  const runners = names.map((name, i) => {
    const lane = document.createElement('div');
    lane.className = 'lane';
    lane.innerHTML = '<span class="no">' + (i + 1) + '</span><span class="runner" data-runner="' + (i + 1) + '">&#9679;</span><span class="name">' + name + '</span>';
    track.appendChild(lane);
    return { no: i + 1, name, at: 0, speed: 0.6 + Math.random() * 0.5, el: lane.querySelector('.runner') };
  });
  status.textContent = 'Race ' + round + ': running';
  document.body.dataset.state = 'running';
  const timer = setInterval(() => {
    for (const r of runners) {
      r.at = Math.min(100, r.at + r.speed * (0.6 + Math.random()));
      // From just after the lane's number (24 px) to the lane's end, less the runner's own width (16 px).
      r.el.style.left = 'calc(24px + (100% - 40px) * ' + r.at / 100 + ')';
    }
    const winner = runners.filter((r) => r.at >= 100).sort((a, b) => b.speed - a.speed)[0];
    if (winner) {
      clearInterval(timer);
      status.textContent = 'Race ' + round + ' settled: winner ' + winner.no + ' ' + winner.name;
      document.body.dataset.state = 'settled';
      setTimeout(race, 4000);
    }
  }, 100);
}
race();`,
  match: `
const teams = [['Lions', 'Eagles'], ['Sharks', 'Wolves'], ['Tigers', 'Falcons'], ['Bears', 'Hawks']];
const status = document.getElementById('status');
const board = document.getElementById('track');
let round = 0;
function match() {
  const [home, away] = teams[round % teams.length];
  round += 1;
  let minute = 0, h = 0, a = 0;
  document.body.dataset.state = 'running';
  const draw = () => {
    board.innerHTML = '<div class="score"><span>' + home + '</span><b data-score>' + h + ' - ' + a + '</b><span>' + away + '</span></div><div class="clock" data-clock>' + minute + "'</div>";
  };
  draw();
  status.textContent = 'Match ' + round + ': in play';
  const timer = setInterval(() => {
    minute += 1;
    if (Math.random() < 0.035) h += 1;
    if (Math.random() < 0.03) a += 1;
    draw();
    if (minute >= 90) {
      clearInterval(timer);
      status.textContent = 'Match ' + round + ' settled: full time ' + home + ' ' + h + ' - ' + a + ' ' + away;
      document.body.dataset.state = 'settled';
      setTimeout(match, 4000);
    }
  }, 120);
}
match();`,
  draw: `
const status = document.getElementById('status');
const board = document.getElementById('track');
let round = 0;
function lotto() {
  round += 1;
  const pool = Array.from({ length: 49 }, (_, i) => i + 1);
  const drawn = [];
  board.innerHTML = '';
  status.textContent = 'Draw ' + round + ': drawing';
  document.body.dataset.state = 'running';
  const timer = setInterval(() => {
    const ball = pool.splice(Math.floor(Math.random() * pool.length), 1)[0];
    drawn.push(ball);
    const el = document.createElement('span');
    el.className = 'ball';
    el.textContent = String(ball);
    board.appendChild(el);
    if (drawn.length === 6) {
      clearInterval(timer);
      status.textContent = 'Draw ' + round + ' settled: ' + drawn.slice().sort((x, y) => x - y).join(', ');
      document.body.dataset.state = 'settled';
      setTimeout(lotto, 4000);
    }
  }, 700);
}
lotto();`,
};

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#0f1720;color:#f2f5f8}
header{display:flex;justify-content:space-between;align-items:center;padding:10px 14px;background:#18232f}
h1{font-size:16px;margin:0}.mode{font-size:12px;padding:2px 8px;border-radius:10px;background:#2d7d46}
#track{padding:12px 14px;display:grid;gap:6px}
.lane{position:relative;height:26px;background:#1d2a38;border-radius:4px;display:flex;align-items:center}
.lane .no{width:22px;text-align:center;font-weight:700;color:#9fb0c2}.lane .name{position:absolute;right:8px;font-size:12px;color:#9fb0c2}
.runner{position:absolute;left:24px;color:#ffc629;font-size:20px;transition:left .1s linear}
.score{display:flex;justify-content:center;gap:18px;font-size:22px;align-items:center}.score b{font-size:32px}
.clock{text-align:center;color:#ffc629;font-size:18px}
.ball{display:inline-flex;width:42px;height:42px;border-radius:50%;background:#ffc629;color:#14181d;font-weight:800;align-items:center;justify-content:center;margin:4px}
#status{padding:8px 14px;font-weight:600}`;

/** The whole page of a demo game: title, mode (and whom it plays for, as a provider's token named them) and the playing round. */
export function demoGamePage(title: string, kind: GameKind, mode: 'demo' | 'real', player?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body data-kind="${kind}" data-state="starting"><header><h1>${escape(title)}</h1><span class="mode">${mode === 'demo' ? 'Demo' : 'Real play'}${player ? ` · ${escape(player)}` : ''}</span></header>
<div id="track"></div><p id="status" role="status">Starting…</p><script>${SCRIPTS[kind]}</script></body></html>`;
}
