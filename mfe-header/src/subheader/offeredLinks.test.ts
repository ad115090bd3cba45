import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { offeredLinks } from './offeredLinks';

const links = [
  { id: 1, name: 'Sports', url: '/sports' },
  { id: 4, name: 'Virtuals', url: '/sports/kiron' },
  { id: 5, name: 'Edge', url: '/sports/edge' },
];

describe('the submenu links a player may follow', () => {
  it.each([
    [
      'Kiron on: every link as configured',
      { show_kiron_virtuals: true, show_edge_gaming: true },
      'EUR',
      ['/sports', '/sports/kiron', '/sports/edge'],
    ],
    [
      'Kiron off: Virtuals leads to the virtual sports still offered (Betradar), not to a page that is not there',
      { show_kiron_virtuals: false, show_edge_gaming: true },
      'EUR',
      ['/sports', '/sports/betradar-virtuals', '/sports/edge'],
    ],
    [
      'Kiron off, Golden Race on: Virtuals leads to Golden Race',
      { show_kiron_virtuals: false, show_golden_race_virtuals: true, golden_race_demo_id: 'demo', show_edge_gaming: true },
      'EUR',
      ['/sports', '/sports/golden-race', '/sports/edge'],
    ],
    [
      'a USDT player, whom no virtual sports are offered: no Virtuals link at all',
      { show_kiron_virtuals: true, show_edge_gaming: true },
      'USDT',
      ['/sports', '/sports/edge'],
    ],
    [
      'Edge gaming off: its link goes too',
      { show_kiron_virtuals: true, show_edge_gaming: false },
      'EUR',
      ['/sports', '/sports/kiron'],
    ],
  ])('%s', (_, patch, currency, urls) => {
    expect(offeredLinks(links, { ...DEFAULT_SETTINGS, ...patch }, currency).map((link) => link.url)).toEqual(urls);
  });
});
