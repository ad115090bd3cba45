export { MenuIcon } from './MenuIcon';
