export { SideWidgets } from './SideWidgets';
