import type { Promotion } from '@sportsbook/contracts';

/** Colour pairs a promotion's banner is drawn in, picked by its id so each keeps its own. */
const PALETTES = [
  ['#0a5fdf', '#3fa2ff'],
  ['#b3261e', '#ff7a59'],
  ['#1b7f3b', '#6fd08c'],
  ['#6a3fb5', '#b48cff'],
  ['#8a6d00', '#ffc629'],
  ['#14181d', '#5b6675'],
];

/** How a banner is sent: cached a day, and an SVG that may run nothing (it is only ever a picture). */
export const BANNER_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A banner for a promotion: its badge (the section's word, in the picture's language) and its title on the
 * brand-neutral gradient, 640 by 200, drawn here so the demo has pictures.
 */
export function promotionImage(promotion: Pick<Promotion, 'id' | 'title'>, badge: string): string {
  const [from, to] = PALETTES[(promotion.id - 1) % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200" viewBox="0 0 640 200" role="img" aria-label="${escape(promotion.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="200" fill="url(#g)"/>
<circle cx="560" cy="40" r="90" fill="#ffffff" fill-opacity="0.12"/>
<circle cx="600" cy="180" r="60" fill="#ffffff" fill-opacity="0.1"/>
<text x="32" y="52" font-family="sans-serif" font-size="18" font-weight="700" fill="#ffffff" fill-opacity="0.8" letter-spacing="3">${escape(badge)}</text>
<text x="32" y="120" font-family="sans-serif" font-size="40" font-weight="800" fill="#ffffff">${escape(promotion.title)}</text>
</svg>`;
}
