export { StaticPage } from './StaticPage';
