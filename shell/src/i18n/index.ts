export { createI18n } from './createI18n';
