import { LineIcon } from '@sportsbook/ui';

/** Line icons drawn in the text colour (24-unit grid); operator icon names without a drawing get a dot. */
const PATHS: Record<string, string> = {
  home: 'M3 11 12 4l9 7M6 9.5V20h4.5v-5.5h3V20H18V9.5',
  live: 'M12 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M6.3 6.3a8 8 0 0 0 0 11.4M17.7 6.3a8 8 0 0 1 0 11.4',
  sports:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7.5l4 3-1.5 4.5h-5L8 10.5zM12 3v4.5M16 10.5l4.5-1.5M14.5 15l2.5 4M9.5 15 7 19M8 10.5 3.5 9',
  jackpot: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  mybets: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  betslip: 'M5 4h14v16H5zM8.5 8.5h7M8.5 12h7M8.5 15.5h4',
  promotions: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
  menu: 'M4 6h16M4 12h16M4 18h16',
  account: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4.5 20a7.5 7.5 0 0 1 15 0',
  settings: 'M4 7h10M18 7h2M4 17h2M10 17h10M14 5v4M6 15v4',
  help: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01',
  logout: 'M14 4H5v16h9M10 12h10M16.5 8.5 20 12l-3.5 3.5',
  fixtures: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3M13 14h3M8 17h3',
  coupon: 'M4 6h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zM13 6v12',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M15.5 15.5 20 20',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'M9 6l6 6-6 6',
  collapse: 'M15 6l-6 6 6 6',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  virtual: 'M3 6h18v11H3zM8 21h8M12 17v4M10 9.5v4l3.5-2z',
  dot: 'M12 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4',
};

export function MenuIcon({ name, size = 20 }: { name: string | undefined; size?: number }) {
  return <LineIcon d={PATHS[name ?? ''] ?? PATHS.dot} size={size} className="icon" />;
}
