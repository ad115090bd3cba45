export { SportsTier } from './SportsTier';
