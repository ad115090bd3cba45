export { HeaderSearchSlot } from './HeaderSearchSlot';
