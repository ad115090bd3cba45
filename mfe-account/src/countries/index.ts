export { useCountryName } from './useCountryName';
