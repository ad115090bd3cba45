/**
 * `@sportsbook/ui`, the design system: what every part of the site draws with, so a button, a dropdown or a
 * dialog looks and behaves alike whichever remote shows it. The theme tokens are CSS variables
 * (theme/tokens.css, inline in the page); the rest is here. A shared singleton like React: it loads once, whole,
 * with the first view, so only what the parts draw belongs here (see README.md for what a version may change).
 */
export * from './icons/LineIcon';
export * from './icons/textTile';
export * from './card/cardSurface';
export * from './button/buttonStyles';
export * from './button/oddsButtonShell';
export * from './badge/countPill';
export * from './caption/caption';
export * from './skeleton/skeleton';
export * from './tabs/tabStyles';
export * from './tabs/Tabs';
export * from './dropdown/Dropdown';
export * from './dropdown/dropdownStyles';
export * from './dialog/DialogFrame';
export * from './slipCard/slipCardStyles';
export * from './language/LanguageLinks';
