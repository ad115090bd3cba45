export { HeaderIcon, type HeaderIconName } from './HeaderIcon';
