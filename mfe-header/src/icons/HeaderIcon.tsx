import { LineIcon } from '@sportsbook/ui';

/**
 * The header's icons, drawn as SVG so they look the same on every platform (an emoji can render as an
 * empty box where the system has no emoji font). 24-unit paths, drawn in the text's colour.
 */
const PATHS = {
  liveChat: 'M4 4h16v11H8l-4 4zM8 8h8M8 11h5',
  promotions: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  vip: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z',
  services: 'M4 13a8 8 0 0 1 16 0M4 13v4h3v-5H4M20 13v4h-3v-5h3M17 17c0 2-2 3-5 3',
  storeLocator: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  chat: 'M3 5h12v8H7l-4 3zM9 16h8l4 3V9h-3',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  chevron: 'M6 9l6 6 6-6',
} as const;

export type HeaderIconName = keyof typeof PATHS;

export function HeaderIcon({ name, size = 16 }: { name: HeaderIconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} name={name} />;
}
