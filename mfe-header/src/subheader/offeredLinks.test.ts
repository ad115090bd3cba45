import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { offeredLinks } from './offeredLinks';

const links = [
  { id: 1, name: 'Sports', url: '/sports' },
  { id: 4, name: 'Virtuals', url: '/sports/kiron' },
  { id: 5, name: 'Edge', url: '/sports/edge' },
  { id: 6, name: 'Props', url: '/dst-props' },
];
const dstProps = { dstProps: { url: 'https://props.example/embed', operatorId: 'op-7' } };

describe('the submenu links a player may follow', () => {
  it.each([
    [
      'Kiron on: every link as configured',
      { show_kiron_virtuals: true, show_edge_gaming: true },
      'EUR',
      ['/sports', '/sports/kiron', '/sports/edge', '/dst-props'],
    ],
    [
      'Kiron off: Virtuals leads to the virtual sports still offered (Betradar), not to a page that is not there',
      { show_kiron_virtuals: false, show_edge_gaming: true },
      'EUR',
      ['/sports', '/sports/betradar-virtuals', '/sports/edge', '/dst-props'],
    ],
    [
      'Kiron off, Golden Race on: Virtuals leads to Golden Race',
      { show_kiron_virtuals: false, show_golden_race_virtuals: true, golden_race_demo_id: 'demo', show_edge_gaming: true },
      'EUR',
      ['/sports', '/sports/golden-race', '/sports/edge', '/dst-props'],
    ],
    [
      'a USDT player, whom no virtual sports and no dst props are offered: no Virtuals or Props link at all',
      { show_kiron_virtuals: true, show_edge_gaming: true },
      'USDT',
      ['/sports', '/sports/edge'],
    ],
    [
      'Edge gaming off: its link goes too',
      { show_kiron_virtuals: true, show_edge_gaming: false },
      'EUR',
      ['/sports', '/sports/kiron', '/dst-props'],
    ],
  ])('%s', (_, patch, currency, urls) => {
    expect(offeredLinks(links, { ...DEFAULT_SETTINGS, ...patch }, currency, false, dstProps).map((link) => link.url)).toEqual(
      urls,
    );
  });

  it('leaves out the dst props link where the deployment has no dst-props environment (spec 1 section 8)', () => {
    const on = { ...DEFAULT_SETTINGS, show_kiron_virtuals: true, show_edge_gaming: true };
    expect(offeredLinks(links, on, 'EUR', false, {}).map((link) => link.url)).toEqual([
      '/sports',
      '/sports/kiron',
      '/sports/edge',
    ]);
  });
});
