export { left, subHeader, subHeaderLink } from './subHeaderStyles';
export { SubHeader } from './SubHeader';
