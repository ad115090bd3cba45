export { applyTheme, resolveTheme, themeFromQuery } from './applyTheme';
